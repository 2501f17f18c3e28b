/** Colours of the Eclipse table's own art: resources (as the population squares), rings, marks. */
export const RESOURCE_COLOURS: Record<string, string> = {
  money: "#e8a33d",
  science: "#e07bbf",
  materials: "#b07a4a",
  grey: "#a3a9b3",
};
export const RING_FILL: Record<string, string> = {
  center: "#2a2140",
  inner: "#1d2638",
  middle: "#182030",
  outer: "#141a27",
  home: "#1d2a2a",
};
export const NPC_COLOUR = "#ff6b5a";
export const WORMHOLE = "#8fb0ff";
export const HIGHLIGHT = "#ffd166";
