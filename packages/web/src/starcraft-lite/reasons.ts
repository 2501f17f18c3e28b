/**
 * Why a Lite step offers only passing, in the reader's words: the ruleset's `explain` (sent by
 * the server to the asking seat only, as `game.unavailable`) worded per reason code — an upgrade
 * unaffordable, locked, upgraded already or starred without the star module (Technology); no
 * room, no producing planet, the build limit, a unit unaffordable (Build). `liteReasons` is the
 * one place the table reads them from.
 */
import type { Unavailable } from "@koprulu/engine";
import type { Action, GameState } from "../api/types";
import type { MessageKey, Translate } from "../i18n";
import { unitTypeName } from "./words";

/** The seat's unavailable choices as the server sent them (none for spectators or other seats). */
export function liteReasons(game: Pick<GameState, "unavailable">): readonly Unavailable<Action>[] {
  return game.unavailable ?? [];
}

const UPGRADE: Record<string, MessageKey> = {
  "cannot-afford": "liteTable.why.upgrade.cannot-afford",
  "unit-locked": "liteTable.why.upgrade.unit-locked",
  "already-upgraded": "liteTable.why.upgrade.already-upgraded",
  "star-module-needed": "liteTable.why.upgrade.star-module-needed",
};

const BUILD: Record<string, MessageKey> = {
  "no-room": "liteTable.why.build.no-room",
  "no-producing-planet": "liteTable.why.build.no-producing-planet",
  "build-limit": "liteTable.why.build.build-limit",
  "cannot-afford": "liteTable.why.build.cannot-afford",
};

/** One reason in words, or null for one this table has no words for (the generic list words it). */
export function liteReasonText(u: Unavailable<Action>, t: Translate): string | null {
  const args = u.args ?? {};
  const unit = typeof args.unit === "string" ? unitTypeName(args.unit) : "";
  if (u.about.startsWith("upgrade:")) {
    const key = UPGRADE[u.error.code];
    return key ? t(key, { unit: unitTypeName(u.about.slice("upgrade:".length)) }) : null;
  }
  if (u.about.startsWith("build:")) {
    const key = BUILD[u.error.code];
    if (!key) return null;
    return t(key, {
      unit,
      limit: Number(args.limit ?? 0),
      minerals: Number(args.minerals ?? 0),
      gas: Number(args.gas ?? 0),
    });
  }
  return null;
}

/**
 * The reasons worth a line in the decision bar: all of them when the step offers only passing
 * (nothing else to do: say why), else only the step-wide ones (no room, no producing planet,
 * the build limit), not every locked upgrade.
 */
export function barReasons(
  reasons: readonly Unavailable<Action>[],
  actions: readonly Action[],
): Unavailable<Action>[] {
  const onlyPassing = actions.every(
    (a) => (a.type === "research" && a.unit === null) || a.type === "end-build" || a.type === "pass",
  );
  return reasons.filter((u) => onlyPassing || u.about === "build:units");
}
