import type { AreaCatalog } from "../en";
import type { starcraft as english } from "../en/starcraft";

/** German: StarCraft table words: actions in words, decision prompts, the log, aria labels. */
export const starcraft: AreaCatalog<typeof english> = {};
