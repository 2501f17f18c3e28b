/** English: the example boards (tic-tac-toe, rock-paper-scissors) and shared widgets (choice menu, score chart). */
export const boards = {} as const;
