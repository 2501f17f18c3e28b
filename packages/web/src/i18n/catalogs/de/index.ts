/** German: the areas' catalogs joined (see ../en/index.ts). */
import type { Catalog } from "../en";
import { boards } from "./boards";
import { broodwar } from "./broodwar";
import { core } from "./core";
import { ecTable } from "./ec-table";
import { eclipse } from "./eclipse";
import { eclipseDiplomacy } from "./eclipse-diplomacy";
import { eclipseSpecies } from "./eclipse-species";
import { lite } from "./lite";
import { outcomes } from "./outcomes";
import { provisional } from "./provisional";
import { sccards } from "./sccards";
import { scevents } from "./scevents";
import { starcraft } from "./starcraft";

export const de: Catalog = {
  ...core,
  ...starcraft,
  ...lite,
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
};
