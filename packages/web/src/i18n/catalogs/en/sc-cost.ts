/**
 * English: prices and effects at the StarCraft choice (issue 35, item 5): the cost of a unit,
 * building, module or technology before it is chosen, technologies drawn as cards.
 */
export const sccost = {
  "sccost.costs": "costs {minerals, plural, one {# mineral} other {# minerals}}, {gas} gas",
  "sccost.free": "free",
  "sccost.tech": "Technology",
  "sccost.techChoice": "Technologies you can research",
} as const;
