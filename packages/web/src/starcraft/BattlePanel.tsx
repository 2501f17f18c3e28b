/** The battle in progress (placeholder until the combat view is known). */
import { ViewTree } from "../boards/GenericBoard";
import type { ScCatalog, ScView } from "./viewTypes";

export function BattlePanel({ view }: { view: ScView; catalog: ScCatalog }) {
  return (
    <section className="battle-panel" aria-label="Battle">
      <h3>Battle</h3>
      <ViewTree value={view.battle} label="Battle" />
    </section>
  );
}
