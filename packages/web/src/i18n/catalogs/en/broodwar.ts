/** English: Brood War and its Leadership cards. */
export const broodwar = {} as const;
