import type { AreaCatalog } from "../en";
import type { rulesreview as english } from "../en/rulesreview";

/** Hebrew: rule errors of the rules review (see ../en/rulesreview.ts). */
export const rulesreview: AreaCatalog<typeof english> = {
  "error.over-unit-limit":
    "שלב היחידות מסתיים רק כשכל אזור בתוך מגבלת היחידות שלו: הסר יחידות או מזג קודם High Templar ל־Archon",
};
