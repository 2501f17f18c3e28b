/** Hebrew: the areas' catalogs joined (see ../en/index.ts). */
import type { Catalog } from "../en";
import { boards } from "./boards";
import { botLevels } from "./bot-levels";
import { broodwar } from "./broodwar";
import { clocks } from "./clocks";
import { core } from "./core";
import { days } from "./days";
import { ecTable } from "./ec-table";
import { eclipse } from "./eclipse";
import { eclipseDiplomacy } from "./eclipse-diplomacy";
import { eclipseSpecies } from "./eclipse-species";
import { lite } from "./lite";
import { liteTable } from "./lite-table";
import { outcomes } from "./outcomes";
import { provisional } from "./provisional";
import { rulesreview } from "./rulesreview";
import { sccards } from "./sccards";
import { scevents } from "./scevents";
import { starcraft } from "./starcraft";

export const he: Catalog = {
  ...core,
  ...starcraft,
  ...lite,
  ...liteTable,
  ...eclipse,
  ...ecTable,
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
  ...rulesreview,
  ...clocks,
};
