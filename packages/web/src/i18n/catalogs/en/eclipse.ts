/** English: Eclipse's table (German terms from the German quick reference). */
export const eclipse = {} as const;
