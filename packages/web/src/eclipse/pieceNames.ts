/**
 * Accessible names of the Eclipse table's pieces in the reader's language ("Red influence disc",
 * "2 Blue cruisers", "money square, empty", "Ancient ship", "discovery tile, face down"). The maps
 * are written out so every catalog key appears in the sources.
 */
import type { MessageKey, Translate } from "../i18n";
import { resourceName } from "./names";

export { speciesName } from "./names";

const COLOURS: Record<string, MessageKey> = {
  red: "ect.colour.red",
  blue: "ect.colour.blue",
  green: "ect.colour.green",
  yellow: "ect.colour.yellow",
  white: "ect.colour.white",
  black: "ect.colour.black",
};

const SHIPS: Record<string, MessageKey> = {
  interceptor: "ect.ships.interceptor",
  cruiser: "ect.ships.cruiser",
  dreadnought: "ect.ships.dreadnought",
  starbase: "ect.ships.starbase",
};

/** Edge sides of a flat-topped hex, clockwise from the top (SectorArt's EDGES). */
const WORMHOLE_SIDES: Record<string, MessageKey> = {
  T: "ecs.wormhole.T",
  TR: "ecs.wormhole.TR",
  BR: "ecs.wormhole.BR",
  B: "ecs.wormhole.B",
  BL: "ecs.wormhole.BL",
  TL: "ecs.wormhole.TL",
};

/** A wormhole half by the side of the hex it is on, as placed ("wormhole, north-east side"). */
export function wormholeLabel(t: Translate, edge: string): string {
  const key = WORMHOLE_SIDES[edge];
  return key ? t(key) : edge;
}

export const colourWord = (t: Translate, colour: string) => {
  const key = COLOURS[colour];
  return key ? t(key) : colour;
};

export const discLabel = (t: Translate, colour: string) =>
  t("ect.piece.disc", { colour: colourWord(t, colour) });

export function shipsLabel(t: Translate, colour: string, hull: string, count: number): string {
  const key = SHIPS[hull];
  return key ? t(key, { count, colour: colourWord(t, colour) }) : `${count} ${colour} ${hull}`;
}

/** A population square: its resource (grey: any), advanced or not, empty or with whose cube. */
export function squareLabel(t: Translate, resource: string, advanced: boolean, cube: string | null): string {
  const kind = resource === "grey" ? t("ect.resource.grey") : resourceName(t, resource);
  const name = advanced
    ? t("ect.square.advanced", { resource: kind })
    : t("ect.square.plain", { resource: kind });
  return cube === null
    ? t("ect.square.empty", { square: name })
    : t("ect.square.cube", { square: name, colour: colourWord(t, cube) });
}
