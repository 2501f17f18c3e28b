/**
 * English, the reference catalog: its keys are the keys of every language (the type `Catalog`
 * makes a missing or extra key in another language a type error; `catalogs.test.ts` checks the
 * same at run time, plus placeholders and that every key is used). Messages are ICU
 * MessageFormat: `{name}` interpolates, `{count, plural, one {…} other {…}}` picks a plural form.
 * The keys live in one file per area of the table, so work on one area does not touch another's.
 */

import { boards } from "./boards";
import { botLevels } from "./bot-levels";
import { broodwar } from "./broodwar";
import { clocks } from "./clocks";
import { core } from "./core";
import { days } from "./days";
import { ecReasons } from "./ec-reasons";
import { ecSheets } from "./ec-sheets";
import { ecTable } from "./ec-table";
import { eclipse } from "./eclipse";
import { eclipseDiplomacy } from "./eclipse-diplomacy";
import { eclipseSpecies } from "./eclipse-species";
import { hotseat } from "./hotseat";
import { lite } from "./lite";
import { liteBattles } from "./lite-battles";
import { liteTable } from "./lite-table";
import { outcomes } from "./outcomes";
import { provisional } from "./provisional";
import { replaySoFar } from "./replay-so-far";
import { rulesreview } from "./rulesreview";
import { sccost } from "./sc-cost";
import { scleaving } from "./sc-leaving";
import { scmarks } from "./sc-marks";
import { scwords } from "./sc-words";
import { sccards } from "./sccards";
import { scevents } from "./scevents";
import { starcraft } from "./starcraft";
import { tables } from "./tables";

export const en = {
  ...core,
  ...starcraft,
  ...lite,
  ...liteTable,
  ...liteBattles,
  ...eclipse,
  ...ecTable,
  ...ecSheets,
  ...ecReasons,
  ...eclipseDiplomacy,
  ...eclipseSpecies,
  ...boards,
  ...broodwar,
  ...outcomes,
  ...sccards,
  ...scevents,
  ...provisional,
  ...botLevels,
  ...days,
  ...sccost,
  ...scwords,
  ...scmarks,
  ...scleaving,
  ...rulesreview,
  ...hotseat,
  ...tables,
  ...clocks,
  ...replaySoFar,
} as const;

export type MessageKey = keyof typeof en;
/** Every other language: exactly the English keys, each with its own words. */
export type Catalog = Record<MessageKey, string>;
/** One area's messages in another language: exactly that area's English keys. */
export type AreaCatalog<Area> = Record<keyof Area, string>;
