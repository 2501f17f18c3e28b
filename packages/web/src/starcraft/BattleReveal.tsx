/**
 * The battle reveal (issue 35): when a battle resolves, a summary stays on the table until
 * dismissed — each skirmish's two revealed cards with their attack and health, who hit, the units
 * destroyed, withdrawn and retreating, and the winner — reopenable from the log. Built from the
 * battle's story in the log (public data: only revealed cards are named), from its start to the
 * entry that ended it. The cards turn over when it opens, unless the reader prefers reduced motion.
 */
import type { LogEntry } from "../api/types";
import type { RevealProps } from "../game/boardTypes";
import { useT } from "../i18n";
import { currentCatalog } from "./catalog";
import { storyPart } from "./storyWords";
import { isScView } from "./viewTypes";
import "./battleReveal.css";

type Line = { id: string; args?: Record<string, unknown> };

const storyOf = (e: LogEntry | undefined): Line[] =>
  typeof e === "object" && Array.isArray(e.story) ? (e.story as Line[]) : [];

const ENDINGS = new Set(["battle-won", "battle-repelled", "battle-canceled"]);

/** True for the log entry whose story ends a battle. */
export function endsBattle(entry: LogEntry): boolean {
  return storyOf(entry).some((l) => ENDINGS.has(l.id));
}

/** The battle's lines: from its last start at or before `at` through the entry at `at`. */
export function battleLines(log: readonly LogEntry[], at: number): Line[] {
  const out: Line[] = [];
  for (let i = at; i >= 0; i--) {
    const lines = storyOf(log[i]);
    // From the entry that started the battle, only what follows the start counts.
    const start = lines.findIndex((l) => l.id === "battle-start");
    if (start >= 0) {
      out.unshift(...lines.slice(start));
      break;
    }
    // An earlier battle's end: ours started after it (its start is on a page not loaded).
    if (i < at && lines.some((l) => ENDINGS.has(l.id))) break;
    out.unshift(...lines);
  }
  return out;
}

interface Fighter {
  who: unknown;
  card: unknown;
  reinforcement?: unknown;
  attack: number;
  health: number;
}

function fighterOf(arg: unknown): Fighter | null {
  const line = (arg as { line?: Line } | null)?.line;
  if (!line?.args) return null;
  const a = line.args;
  return {
    who: a.who,
    card: a.card,
    reinforcement: a.reinforcement,
    attack: Number(a.attack),
    health: Number(a.health),
  };
}

export function BattleReveal({ log, at, view, onClose }: RevealProps) {
  const t = useT();
  const v = isScView(view) ? view : null;
  const c = currentCatalog(view);
  const words = (part: unknown) => storyPart(part, v, c, t);
  const lines = battleLines(log, at);
  const start = lines.find((l) => l.id === "battle-start");
  const end = lines.find((l) => ENDINGS.has(l.id));
  const skirmishes = lines.filter((l) => l.id === "skirmish");
  const losses = lines.filter((l) =>
    [
      "destroyed",
      "withdrawn",
      "retreat",
      "retreat-to",
      "base-destroyed",
      "worker-destroyed",
      "mind-control",
    ].includes(l.id),
  );
  const area = start?.args?.area ?? end?.args?.area;
  return (
    <section
      className="battle-reveal"
      role="dialog"
      aria-label={t("days.battle.title")}
      data-testid="battle-reveal"
    >
      <header>
        <h3>
          {t("days.battle.title")}
          {/* the area's words follow the reader's direction (a planet's name is a run of its own):
              isolated as a whole, "Paladino Belt, אזור 4 (2 מינרלים)" was laid out left to right */}
          {area !== undefined && <span className="battle-reveal-area"> · {words(area)}</span>}
        </h3>
        <button
          type="button"
          className="battle-reveal-close"
          onClick={onClose}
          aria-label={t("days.battle.close")}
        >
          ×
        </button>
      </header>
      {start && <p className="battle-reveal-sides">{words(start)}</p>}
      <ol className="battle-skirmishes">
        {skirmishes.map((sk, i) => {
          const a = fighterOf(sk.args?.a);
          const b = fighterOf(sk.args?.b);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: skirmishes are told in order, once
            <li key={i} className="battle-skirmish" data-testid="battle-skirmish">
              <div className="battle-skirmish-n">
                {t("days.battle.skirmish", { n: Number(sk.args?.n ?? i + 1) })}
              </div>
              <div className="battle-fighters">
                {[a, b].map((f, side) =>
                  f ? (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: two sides, attacker first
                      key={side}
                      className="battle-card"
                      style={{ animationDelay: `${i * 0.25 + side * 0.1}s` }}
                    >
                      <bdi className="battle-card-who">{words(f.who)}</bdi>
                      <span className="battle-card-name">{words(f.card)}</span>
                      {f.reinforcement !== undefined && (
                        <span className="battle-card-reinf">+ {words(f.reinforcement)}</span>
                      )}
                      <span className="battle-card-numbers">
                        {t("days.battle.numbers", { attack: f.attack, health: f.health })}
                      </span>
                    </div>
                  ) : null,
                )}
              </div>
              <div className="battle-skirmish-result">{words(sk.args?.result)}</div>
            </li>
          );
        })}
      </ol>
      {losses.length > 0 && (
        <ul className="battle-losses">
          {losses.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: losses are told in order, once
            <li key={i}>{words(l)}</li>
          ))}
        </ul>
      )}
      {end && (
        <p className="battle-reveal-winner" data-testid="battle-winner">
          <strong>{words(end)}</strong>
        </p>
      )}
    </section>
  );
}
