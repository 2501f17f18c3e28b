/**
 * The last battle told on the table after it ends (a battle fought without a decision of this
 * seat is never seen as a step): its lines from the log's story — who fired, the dice drawn as
 * dice with the hits marked, hits, losses, retreats, who holds the hex. It stays until dismissed.
 */
import { useState } from "react";
import type { LogEntry } from "../api/types";
import { useT } from "../i18n";
import { DieFace } from "./art/Die";
import { hitMask } from "./CombatViewer";
import { eclipseStoryWords } from "./storyWords";
import type { EclipseView } from "./viewTypes";

interface Message {
  id: string;
  args?: Record<string, unknown>;
}

const END = new Set(["battle-won", "battle-empty"]);

/** The messages of the log's last battle (from its start to its end), with where it starts. */
export function lastBattle(log: LogEntry[]): { at: string; lines: Message[] } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    const story = typeof e === "object" && Array.isArray(e.story) ? (e.story as Message[]) : [];
    const start = story.map((m) => m.id).lastIndexOf("battle-start");
    if (start < 0) continue;
    const lines: Message[] = [];
    for (let j = i; j < log.length; j++) {
      const entry = log[j];
      const s = typeof entry === "object" && Array.isArray(entry.story) ? (entry.story as Message[]) : [];
      for (const m of j === i ? s.slice(start) : s) {
        if (m.id === "battle-start" && lines.length > 0) return { at: `${i}:${start}`, lines };
        lines.push(m);
        if (END.has(m.id)) return { at: `${i}:${start}`, lines };
      }
    }
    return { at: `${i}:${start}`, lines };
  }
  return null;
}

/** Hits told after each volley (hit or destroyed lines before the next volley). */
function hitsAfter(lines: Message[], i: number): number {
  let n = 0;
  for (let j = i + 1; j < lines.length; j++) {
    const id = lines[j]!.id;
    if (id === "volley" || id === "volley-missiles") break;
    if (id === "hit" || id === "destroyed") n++;
  }
  return n;
}

export function BattleReport({ log, view }: { log: LogEntry[]; view: EclipseView }) {
  const t = useT();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const battle = lastBattle(log);
  if (!battle || battle.at === dismissed || view.step.kind === "battle") return null;
  return (
    <section className="ec-combat ec-battle-report" aria-label={t("ect.battle.report")}>
      <h3>{t("ect.battle.report")}</h3>
      <ul className="ec-volleys">
        {battle.lines.map((m, i) => {
          const words = eclipseStoryWords([m], view, t)[0] ?? "";
          const rolls = (m.args?.rolls as { list?: number[] } | undefined)?.list;
          const volley = (m.id === "volley" || m.id === "volley-missiles") && Array.isArray(rolls);
          const mask = volley ? hitMask(rolls!, hitsAfter(battle.lines, i)) : [];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the story is in order and never changes
            <li key={i} data-testid={volley ? "volley" : undefined}>
              <span>{words}</span>
              {volley && (
                <span className="ec-dice">
                  {rolls!.map((r, j) => (
                    <DieFace
                      // biome-ignore lint/suspicious/noArrayIndexKey: dice of one volley are positions
                      key={j}
                      value={r}
                      damage={1}
                      hit={mask[j]!}
                      label={t(mask[j] ? "ect.die.hit" : "ect.die.miss", { value: r })}
                    />
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={() => setDismissed(battle.at)}>
        {t("ect.battle.dismiss")}
      </button>
    </section>
  );
}
