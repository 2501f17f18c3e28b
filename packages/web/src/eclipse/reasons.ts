/**
 * The rules package's reasons why a choice is not offered (`explain`, served to the seat as
 * `unavailable`) in the reader's words: the choice's name for the generic "not possible now"
 * list, and the build panel's short reason with its numbers. No rule is computed here: the codes
 * and numbers come from the ruleset.
 */
import type { Unavailable } from "@koprulu/engine";
import type { Action } from "../api/types";
import type { Translate } from "../i18n";
import { buildableName, partName, techName } from "./names";

type Why = Unavailable<Action>;
const str = (u: Why, key: string) => String(u.args?.[key] ?? "");

/** The unavailable choice's name ("Research Plasma Cannon", "Build: Cruiser"), or null: generic. */
export function eclipseUnavailableText(u: Why, t: Translate): string | null {
  const [kind, id] = u.about.split(":");
  switch (kind) {
    case "research":
      return id ? t("ecr.research", { tech: techName(t, id) }) : null;
    case "build-start":
      return t("ecr.buildStart");
    case "build":
      return id ? t("ecr.build", { name: buildableName(t, id) }) : t("ecr.buildMore");
    case "upgrade-part":
      return id ? t("ecr.part", { part: partName(t, id) }) : null;
    case "upgrade":
      return t("ecr.partMore");
    case "actions":
      return t("ecr.actions");
    default:
      return null;
  }
}

/** The explain entry of a buildable in the Build step (about `build:<what>`), if any. */
export function buildReasonOf(unavailable: readonly Why[], what: string): Why | null {
  return unavailable.find((u) => u.about === `build:${what}`) ?? null;
}

/** A build reason with its numbers (the panel's short line); null for codes it does not know. */
export function buildReasonText(t: Translate, u: Why): string | null {
  switch (u.error.code) {
    case "build-needs-technology":
      return t("ect.build.needsTech", { tech: techName(t, str(u, "tech")) });
    case "build-unaffordable":
      return t("ect.build.materials", { cost: str(u, "cost"), have: str(u, "have") });
    case "build-no-miniature":
      return t("ect.build.supply", { max: str(u, "max") });
    case "build-no-sector":
      return t("ect.build.noSector");
    default:
      return null;
  }
}
