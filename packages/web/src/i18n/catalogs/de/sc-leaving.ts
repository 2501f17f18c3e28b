import type { AreaCatalog } from "../en";
import type { scleaving as en } from "../en/sc-leaving";

/** German: a StarCraft player who forfeited mid-battle (see ../en/sc-leaving.ts). */
export const scleaving: AreaCatalog<typeof en> = {
  "sc.leaving": "aufgegeben",
  "sc.leavingTitle":
    "Die Uhr dieses Spielers ist abgelaufen: Die Regeln entscheiden für ihn, bis er das Spielbrett verlässt.",
};
