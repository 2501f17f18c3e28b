/** German: the areas' catalogs joined (see ../en/index.ts). */
import type { Catalog } from "../en";
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

export const de: Catalog = {
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
};
