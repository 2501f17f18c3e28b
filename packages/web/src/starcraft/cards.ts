/** Combat cards in words: name and values ("Marine/Firebat 3/2, else 1/1"), from the catalog. */
import type { ScCatalog } from "./viewTypes";
import { faceDownEvent } from "./words";

export function cardTitle(catalog: ScCatalog | null, id: string | null): string {
  if (id === null) return "face down";
  if (id === "top") return "top card of the deck (blind)";
  if (id === "original-top") return "top card of the original owner's deck (mind control, blind)";
  if (id === "hidden") return "a face-down card";
  if (/^\?\d$/.test(id)) return faceDownEvent(id);
  if (id.startsWith("?")) return "a face-down card";
  const c = catalog?.cards?.[id];
  return c?.name ?? catalog?.events?.[id]?.name ?? catalog?.techs?.[id]?.name ?? id.replace(/-/g, " ");
}

export function cardValues(catalog: ScCatalog | null, id: string): string {
  const c = catalog?.cards?.[id];
  if (!c) return "";
  if (c.kind === "reinforcement") return "reinforcement";
  const units = c.units
    .map(
      (u) =>
        catalog?.units[u]?.name ??
        catalog?.units[u.replace(/^[a-z]+-/, "")]?.name ??
        u.replace(/^[a-z]+-/, ""),
    )
    .join("/");
  const major = c.major ? `${units || "pictured"} ${c.major.attack}/${c.major.health}` : "";
  const minor = c.minor ? `else ${c.minor.attack}/${c.minor.health}` : "";
  return [major, minor].filter(Boolean).join(", ") + (c.provisional ? " (provisional)" : "");
}
