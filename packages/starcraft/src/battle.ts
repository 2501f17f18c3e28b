/**
 * The one door to combat (packages/starcraft/src/combat/CONTRACT.md): the rules call these functions and
 * nothing else of src/combat. The combat catalog is built from the same content pack the rules
 * read.
 */
import { catalogFromContent as combatCatalogFromContent, setDefaultCatalogLoader } from "./combat";
import { loadContent } from "./content";

setDefaultCatalogLoader(() => {
  const c = loadContent();
  return combatCatalogFromContent({
    units: Object.values(c.units),
    combatCards: Object.values(c.combatCards),
    // Structurally the same records; the pack's readonly/optional typing differs in detail only.
    techCards: Object.values(c.techCards) as unknown as Parameters<
      typeof combatCatalogFromContent
    >[0]["techCards"],
  });
});

export type {
  BattleAction,
  BattleInput,
  BattleResult,
  BattleSide,
  BattleState,
  BattleUnit,
} from "./combat";
export {
  battleApply,
  battleLegalActions,
  battlePending,
  battleResult,
  battleValidate,
  battleView,
  determinizeBattle,
  startBattle,
} from "./combat";
