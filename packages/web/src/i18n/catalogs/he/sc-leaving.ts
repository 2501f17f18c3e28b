import type { AreaCatalog } from "../en";
import type { scleaving as en } from "../en/sc-leaving";

/** Hebrew: a StarCraft player who forfeited mid-battle (see ../en/sc-leaving.ts). */
export const scleaving: AreaCatalog<typeof en> = {
  "sc.leaving": "ויתר",
  "sc.leavingTitle": "השעון של השחקן הזה נגמר: הכללים משחקים במקומו עד שהוא עוזב את הלוח.",
};
