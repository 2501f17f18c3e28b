import type { AreaCatalog } from "../en";
import type { boards as english } from "../en/boards";

/** Hebrew: the example boards (tic-tac-toe, rock-paper-scissors) and shared widgets (choice menu, score chart). */
export const boards: AreaCatalog<typeof english> = {};
