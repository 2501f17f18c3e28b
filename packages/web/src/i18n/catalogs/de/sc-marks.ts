import type { AreaCatalog } from "../en";
import type { scmarks as en } from "../en/sc-marks";

/** German: the Brood War marks along a StarCraft area's foot (see ../en/sc-marks.ts). */
export const scmarks: AreaCatalog<typeof en> = {
  "sc.map.guardOf": "Wachmarker von {name}",
  "sc.map.installationOf": "{kind} von {name}",
};
