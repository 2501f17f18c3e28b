/** English: StarCraft table words: actions in words, decision prompts, the log, aria labels. */
export const starcraft = {
  "sc.preview.label": "Preview",
  "sc.preview.what": "Preview: {action}. Confirm it, or tap it again.",
  "sc.preview.confirm": "Confirm",
  "card.techDeck": "Goes into the Combat deck",
  "card.techPlayArea": "Stays in the play area",
} as const;
