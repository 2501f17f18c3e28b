/** English: StarCraft table words: actions in words, decision prompts, the log, aria labels. */
export const starcraft = {} as const;
