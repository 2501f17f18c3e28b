/**
 * Ground and flying icons: may a unit stand in an area of this terrain? A board query below the
 * phases and orders (setup, Mobilize, Build, events, Leadership cards all ask it), so that none of
 * them imports another for it.
 */

/** An area printed "all" takes every unit; a "flying" area only flying units, a ground area only ground units. */
export function terrainOk(terrain: string, flying: boolean): boolean {
  return terrain === "all" || (terrain === "flying") === flying;
}
