/** English: StarCraft Lite's table. */
export const lite = {} as const;
