/**
 * A combat, technology or event card drawn as a card: its name, race colour and an icon, the
 * attack and health values (and the values for any other front-line unit), the units pictured,
 * and a "provisional" mark when its values are our reading of the sources.
 */
import { type Translate, useLanguage, useT } from "../i18n";
import { CostTag } from "./CostTag";
import { cardTitle } from "./cards";
import { cardText, eventText } from "./eventText";
import { provisionalReasonWords } from "./provisionalWords";
import type { ScCatalog } from "./viewTypes";
import { faceDownEvent } from "./words";

const ROMAN = ["", "I", "II", "III"];

function raceOf(id: string): string {
  return /^(terran|protoss|zerg)-/.exec(id)?.[1] ?? "neutral";
}

function unitNames(catalog: ScCatalog, units: string[]): string {
  return units
    .map(
      (u) =>
        catalog.units[u]?.name ?? catalog.units[u.replace(/^[a-z]+-/, "")]?.name ?? u.replace(/^[a-z]+-/, ""),
    )
    .join(", ");
}

/** Card kind icons (our own): crossed blades for combat, a gear for technology, a comet for events. */
function CardIcon({ kind }: { kind: "combat" | "tech" | "event" | "reinforcement" }) {
  return (
    <svg className="card-icon" width={18} height={18} viewBox="-10 -10 20 20" aria-hidden="true">
      {kind === "combat" && (
        <path d="M -7,-7 L 7,7 M 7,-7 L -7,7 M -8,4 L -4,8 M 8,4 L 4,8" stroke="#ffa198" strokeWidth={2.2} />
      )}
      {kind === "reinforcement" && <path d="M 0,-8 L 0,8 M -8,0 L 8,0" stroke="#7ee787" strokeWidth={3} />}
      {kind === "tech" && (
        <g fill="none" stroke="#79c0ff" strokeWidth={2}>
          <circle r={4} />
          <path d="M 0,-9 V -5 M 0,5 V 9 M -9,0 H -5 M 5,0 H 9 M -6,-6 L -3.5,-3.5 M 6,6 L 3.5,3.5 M -6,6 L -3.5,3.5 M 6,-6 L 3.5,-3.5" />
        </g>
      )}
      {kind === "event" && (
        <g>
          <circle cx={3} cy={-3} r={4.5} fill="#f0b429" />
          <path d="M -8,8 L 0,0" stroke="#f0b429" strokeWidth={2.5} strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

/**
 * `as="tech"` reads `id` as a technology card (a technology bought into the Combat deck shares
 * its id with the combat card it adds, which otherwise wins).
 */
type CardValues = { attack: number; health: number };

/** A combat card's attack and health, for the units it pictures. */
function MajorValues({ values, t }: { values: CardValues; t: Translate }) {
  return (
    <span className="card-stats" dir="ltr" title={t("card.statsTitle")}>
      <span className="stat-attack">⚔ {values.attack}</span>
      <span className="stat-health">♥ {values.health}</span>
    </span>
  );
}

/** A combat card's values for any other front-line unit. */
function MinorValues({ values, t }: { values: CardValues; t: Translate }) {
  return (
    <span className="card-minor">
      {t("card.otherUnits")}{" "}
      <bdi dir="ltr">
        ⚔ {values.attack} ♥ {values.health}
      </bdi>
    </span>
  );
}

export function CardFace({ catalog, id, as }: { catalog: ScCatalog; id: string; as?: "tech" }) {
  const t = useT();
  const { lang } = useLanguage();
  if (id.startsWith("?"))
    return (
      <span className="sc-card back" data-card="face-down">
        {/^\?\d$/.test(id) ? faceDownEvent(id, t) : t("card.faceDown")}
      </span>
    );
  if (as === "tech" && catalog.techs?.[id]) return <TechFace catalog={catalog} id={id} />;
  const combat = catalog.cards?.[id];
  const tech = catalog.techs?.[id];
  const event = catalog.events?.[id];
  const race = raceOf(id);
  const kind = combat
    ? combat.kind === "reinforcement"
      ? "reinforcement"
      : "combat"
    : tech
      ? "tech"
      : event
        ? "event"
        : "combat";
  const provisional = combat?.provisional || event?.provisional || (tech && catalog.provisionalReasons?.[id]);
  const reasonWords = provisionalReasonWords(t, lang, catalog.provisionalReasons?.[id]);
  return (
    <span className={`sc-card race-${race} kind-${kind}`} data-card={id}>
      <span className="card-head">
        <CardIcon kind={kind} />
        <span className="card-name">{cardTitle(catalog, id, t)}</span>
      </span>
      {combat?.major && <MajorValues values={combat.major} t={t} />}
      {combat && combat.units.length > 0 && (
        <span className="card-units">{unitNames(catalog, combat.units)}</span>
      )}
      {combat?.minor && <MinorValues values={combat.minor} t={t} />}
      {combat?.kind === "reinforcement" && <span className="card-units">{t("card.reinforcement")}</span>}
      {tech && (
        <span className="card-minor">{t("card.tech", { minerals: tech.minerals, gas: tech.gas })}</span>
      )}
      {event && (
        <span className="card-minor">{t("card.event", { stage: ROMAN[event.stage] ?? event.stage })}</span>
      )}
      {(combat?.text || (event && eventText(t, id))) && (
        <span className="card-text small">{combat?.text ? cardText(t, id) : eventText(t, id)}</span>
      )}
      {provisional && (
        <span
          className="provisional"
          title={
            reasonWords ? t("lead.provisionalTitle", { reason: reasonWords }) : t("card.provisionalTitle")
          }
        >
          {t("card.provisional")}
        </span>
      )}
    </span>
  );
}

/**
 * A technology card: name and gear icon, its cost, the units it names, where it goes (the
 * Combat deck, with the values of the combat card it adds, or the play area), our own words for
 * what it does, and the provisional mark.
 */
function TechFace({ catalog, id }: { catalog: ScCatalog; id: string }) {
  const t = useT();
  const tech = catalog.techs![id];
  // A technology bought into the Combat deck adds the combat card of the same id.
  const combat = tech.placement === "play-area" ? undefined : catalog.cards?.[id];
  // The words by card id from the message catalogs (the pack's `text` only says there are some).
  const text = tech.text || combat?.text ? cardText(t, id) : null;
  const provisional = tech.provisional || combat?.provisional;
  return (
    <span className={`sc-card race-${raceOf(id)} kind-tech`} data-card={id} data-tech={id}>
      <span className="card-head">
        <CardIcon kind="tech" />
        <span className="card-name">{tech.name}</span>
      </span>
      <span className="card-minor tech-cost">
        {t("sccost.tech")}
        <CostTag cost={{ minerals: tech.minerals, gas: tech.gas }} />
      </span>
      {combat?.major && <MajorValues values={combat.major} t={t} />}
      {(tech.units?.length ?? 0) > 0 && <span className="card-units">{unitNames(catalog, tech.units!)}</span>}
      {combat?.minor && <MinorValues values={combat.minor} t={t} />}
      {tech.placement && (
        <span className="card-minor tech-where">
          {tech.placement === "play-area" ? t("card.techPlayArea") : t("card.techDeck")}
        </span>
      )}
      {text && <span className="card-text small">{text}</span>}
      {provisional && (
        <span className="provisional" title={t("card.provisionalTitle")}>
          {t("card.provisional")}
        </span>
      )}
    </span>
  );
}
