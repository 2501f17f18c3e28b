import type { AreaCatalog } from "../en";
import type { scmarks as en } from "../en/sc-marks";

/** Hebrew: the Brood War marks along a StarCraft area's foot (see ../en/sc-marks.ts). */
export const scmarks: AreaCatalog<typeof en> = {
  "sc.map.guardOf": "סמן שמירה של {name}",
  "sc.map.installationOf": "{kind} של {name}",
};
