import type { AreaCatalog } from "../en";
import type { rulesreview as english } from "../en/rulesreview";

/** German: rule errors of the rules review (see ../en/rulesreview.ts). */
export const rulesreview: AreaCatalog<typeof english> = {
  "error.over-unit-limit":
    "Der Einheitenschritt endet erst, wenn jedes Gebiet sein Einheitenlimit einhält: zuerst Einheiten entfernen oder High Templar verschmelzen",
};
