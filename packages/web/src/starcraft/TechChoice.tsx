/**
 * The Research order's technologies as cards (issue 35, "costs and effects at the choice"): each
 * technology the player may buy is drawn as its card, with its price and our words for what it
 * does, and the card is the button that buys it; the price is no longer first learned on the
 * payment screen. Skipping and the gold Research choices stay in the decision bar.
 */
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { useT } from "../i18n";
import { CardFace } from "./CardFace";
import "./choices.css";
import type { ScCatalog } from "./viewTypes";

export function techChoices(actions: Action[]): Action[] {
  return actions.filter((a) => a.type === "buy-tech");
}

export function TechChoice({
  catalog,
  actions,
  describe,
  busy,
  submit,
}: {
  catalog: ScCatalog;
  actions: Action[];
  describe(a: Action): string;
  busy: boolean;
  submit(a: Action): void;
}) {
  const t = useT();
  const offers = techChoices(actions);
  if (offers.length === 0) return null;
  return (
    <section className="tech-choice" aria-label={t("sccost.techChoice")} data-testid="tech-choice">
      <h3>{t("sccost.techChoice")}</h3>
      <ul>
        {offers.map((a) => (
          <li key={canonical(a)}>
            <button
              type="button"
              className="tech-offer"
              data-tech={String(a.tech)}
              aria-label={describe(a)}
              aria-describedby={`tech-offer-${String(a.tech)}`}
              disabled={busy}
              onClick={() => submit(a)}
            >
              <span id={`tech-offer-${String(a.tech)}`}>
                <CardFace catalog={catalog} id={String(a.tech)} as="tech" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
