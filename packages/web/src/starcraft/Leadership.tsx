/**
 * Brood War Leadership cards drawn as cards (BW-L1..L3): the secret choice at Stage I (setup,
 * before the planets), II and III — the seat's cards of the stage, each with its name, kind,
 * effect in our words, starting forces or hero, and a provisional mark; one click takes it —,
 * the wait until every player has chosen, and on each player panel the cards revealed so far
 * and the faction's whole Leadership deck (any player may look at it outside a choice).
 */
import { isGalacticConquest } from "@koprulu/starcraft";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { useLanguage, useT } from "../i18n";
import {
  forcesWords,
  heroName,
  KIND_KEYS,
  KIND_TITLE_KEYS,
  leadershipName,
  leadershipText,
  roman,
} from "./leadershipWords";
import { provisionalTitle } from "./provisionalWords";
import type { ScCatalog, ScView } from "./viewTypes";

export function leadershipChoices(actions: Action[]): Action[] {
  return actions.filter((a) => a.type === "choose-leadership");
}

/** One Leadership card's face. */
export function LeadershipCardFace({ catalog, id }: { catalog: ScCatalog; id: string }) {
  const t = useT();
  const card = catalog.leadership?.[id];
  const text = leadershipText(t, id);
  if (!card)
    return (
      <span className="lead-card" data-lead-card={id}>
        <span className="lead-name">{id}</span>
      </span>
    );
  const forces = forcesWords(t, catalog, card);
  const race = catalog.factions[card.faction]?.race ?? "neutral";
  return (
    <span className={`lead-card lead-${card.kind} race-${race}`} data-lead-card={id}>
      <span className="lead-head">
        <span className="lead-name">{card.name}</span>
        <span className="lead-stage">{t("lead.stage", { stage: roman(card.stage) })}</span>
      </span>
      <span className={`lead-kind kind-${card.kind}`} title={t(KIND_TITLE_KEYS[card.kind])}>
        {t(KIND_KEYS[card.kind])}
      </span>
      {card.hero && (
        <span className="lead-hero">
          <HeroMark /> {t("lead.hero", { hero: heroName(catalog, card.hero) })}
          {catalog.heroes?.[card.hero]?.provisional && (
            <ProvisionalMark reason={catalog.heroes[card.hero].provisionalReason} />
          )}
        </span>
      )}
      {text && <span className="lead-text">{text}</span>}
      {forces && <span className="lead-forces small">{forces}</span>}
      {card.provisional && <ProvisionalMark reason={card.provisionalReason} />}
    </span>
  );
}

/** The small mark of a provisional record, its reason in the tooltip. */
export function ProvisionalMark({ reason }: { reason?: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const title = provisionalTitle(t, lang, reason);
  return (
    <span className="provisional" title={title}>
      {t("lead.provisional")}
    </span>
  );
}

/** A hero token (our own): a five-pointed star in a ring. */
export function HeroMark({ size = 14 }: { size?: number }) {
  return (
    <svg className="hero-mark" width={size} height={size} viewBox="-10 -10 20 20" aria-hidden="true">
      <circle r={9} fill="#2a1d05" stroke="#f0c05a" strokeWidth={1.6} />
      <path
        d="M0,-6.5 L1.9,-2 L6.2,-2 L2.8,1 L4,5.6 L0,3 L-4,5.6 L-2.8,1 L-6.2,-2 L-1.9,-2 Z"
        fill="#f0c05a"
      />
    </svg>
  );
}

/**
 * The choose step on the board: the seat's cards of the stage to pick from (when it must choose),
 * or how the choice stands (who has chosen; the seat's own card while the others still choose).
 */
export function LeadershipChoice({
  view,
  catalog,
  seat,
  actions,
  busy,
  submit,
}: {
  view: ScView;
  catalog: ScCatalog;
  seat: number | null;
  actions: Action[];
  busy: boolean;
  submit(a: Action): void;
}) {
  const t = useT();
  const choices = leadershipChoices(actions);
  const f = view.frame;
  if (f?.kind !== "choose-leadership") return null;
  const stage = roman(Number(f.stage ?? 0));
  const sim = f.sim as { asked?: number[]; choices?: (string | null)[] } | undefined;
  const asked = sim?.asked ?? [];
  const chosen = asked.filter((p) => sim?.choices?.[p] != null).length;
  // Galactic Conquest and Survival: only the last player left wins, so a Special Victory card
  // brings its starting forces but never its victory (the rules package's victory check).
  const noSpecialVictory = isGalacticConquest({ options: view.options ?? {} } as Parameters<
    typeof isGalacticConquest
  >[0]);
  if (choices.length > 0)
    return (
      <section className="leadership-choice" aria-label={t("lead.choose.title", { stage })}>
        <h3>{t("lead.choose.title", { stage })}</h3>
        <p className="muted small">{t("lead.choose.hint")}</p>
        <div className="lead-cards">
          {choices.map((a) => {
            const id = String(a.card);
            return (
              <button
                key={canonical(a)}
                type="button"
                className="lead-pick"
                data-card={id}
                disabled={busy}
                aria-label={t("lead.choose.aria", { card: leadershipName(catalog, id) })}
                onClick={() => submit(a)}
              >
                <LeadershipCardFace catalog={catalog} id={id} />
                {noSpecialVictory && catalog.leadership?.[id]?.kind === "special-victory" && (
                  <span className="lead-mode-note small">{t("lead.choose.noVictoryInMode")}</span>
                )}
                <span className="lead-take">{t("lead.choose.take")}</span>
              </button>
            );
          })}
        </div>
      </section>
    );
  const mine = seat !== null ? sim?.choices?.[seat] : null;
  return (
    <section className="leadership-choice waiting" data-testid="leadership-waiting">
      {mine && mine !== "?" ? (
        <p>{t("lead.waiting", { card: leadershipName(catalog, mine), count: asked.length - chosen })}</p>
      ) : (
        <p>{t("lead.progress", { stage, chosen, asked: asked.length })}</p>
      )}
      {mine && mine !== "?" && (
        <div className="lead-cards">
          <LeadershipCardFace catalog={catalog} id={mine} />
        </div>
      )}
    </section>
  );
}

/**
 * A player's Leadership on his panel: the cards he revealed (in play, or resolved and gone) and,
 * folded, his faction's whole Leadership deck with the cards taken marked.
 */
export function LeadershipPanel({ view, catalog, seat }: { view: ScView; catalog: ScCatalog; seat: number }) {
  const t = useT();
  const bw = view.broodWar;
  if (!bw?.lead) return null;
  const chosen = bw.lead.chosen[seat] ?? [];
  const inPlay = new Set(bw.leadership[seat] ?? []);
  const faction = view.players[seat]?.faction;
  const deck = Object.values(catalog.leadership ?? {})
    .filter((c) => c.faction === faction)
    .sort((a, b) => a.stage - b.stage);
  return (
    <div className="leadership-panel" data-testid={`leadership-${seat}`}>
      <div className="muted small">{t("lead.panel.title")}</div>
      {chosen.length === 0 ? (
        <div className="small">{t("lead.panel.none")}</div>
      ) : (
        <ul className="lead-revealed">
          {chosen.map((id) => (
            <li key={id}>
              <LeadershipCardFace catalog={catalog} id={id} />
              <span className="muted small">
                {inPlay.has(id) ? t("lead.panel.inPlay") : t("lead.panel.gone")}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* BW-L3: any player's Leadership deck may be looked at, except during a choose step. */}
      {deck.length > 0 && view.frame?.kind !== "choose-leadership" && (
        <details className="lead-deck">
          <summary>{t("lead.panel.deck", { count: deck.length })}</summary>
          <ul>
            {deck.map((c) => (
              <li key={c.id} className={chosen.includes(c.id) ? "taken" : undefined}>
                <LeadershipCardFace catalog={catalog} id={c.id} />
                {chosen.includes(c.id) && <span className="muted small">{t("lead.panel.taken")}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** A hero in the battle panel: the token and his name beside his unit type. */
export function BattleHero({ catalog, hero, unit }: { catalog: ScCatalog; hero: string; unit: string }) {
  const t = useT();
  const name = heroName(catalog, hero);
  return (
    <span className="bunit-hero" data-hero={hero} title={t("hero.title", { hero: name, unit })}>
      <HeroMark size={12} /> {name}
    </span>
  );
}
