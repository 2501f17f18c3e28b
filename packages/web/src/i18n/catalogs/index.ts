/** Every catalog by language. Adding a language: see "Languages" in packages/web/README.md. */
import type { Language } from "../languages";
import { de } from "./de";
import { type Catalog, en } from "./en";
import { he } from "./he";

export const CATALOGS: Record<Language, Catalog> = { en, he, de };
export type { Catalog, MessageKey } from "./en";
