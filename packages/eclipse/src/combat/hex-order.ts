/** E-R5 / E-C1: the Combat phase resolves hexes in descending sector number (the GC, 001, last). */
export function combatHexOrder(sectorIds: readonly string[]): string[] {
  return [...sectorIds].sort((a, b) => Number(b) - Number(a) || b.localeCompare(a));
}
