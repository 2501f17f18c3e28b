import type { AreaCatalog } from "../en";
import type { starcraft as english } from "../en/starcraft";

/** German: StarCraft table words: actions in words, decision prompts, the log, aria labels. */
export const starcraft: AreaCatalog<typeof english> = {
  "sc.preview.label": "Vorschau",
  "sc.preview.what": "Vorschau: {action}. Bestätige es oder tippe noch einmal.",
  "sc.preview.confirm": "Bestätigen",
  "card.techDeck": "Kommt in den Kampfkartenstapel",
  "card.techPlayArea": "Bleibt im Spielbereich",
};
