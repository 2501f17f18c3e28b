/**
 * The species option (E-S9, issue 29): checking it, and the "choose" setup — seats pick in turn
 * order from the random first player (the round-1 start player); each alien once, Terran
 * factions while a colour is free. After the last pick the Action phase of round 1 begins.
 */
import type { PlayerId } from "@koprulu/engine";
import { seatFaction } from "./setup";
import { factionFor } from "./species";
import type { EclipseState, SpeciesId } from "./types";
import { SPECIES } from "./types";

/** Why a `species` option is refused, or null when it is fine (absent means all Terrans). */
export function speciesOptionProblem(species: unknown, players: number): string | null {
  if (species === undefined || species === "random" || species === "choose") return null;
  if (!Array.isArray(species)) return 'species must be "random", "choose" or one species id per seat.';
  if (species.length !== players) return `species lists ${species.length} ids for ${players} seats.`;
  const unknown = species.filter((x) => !SPECIES.includes(x as SpeciesId));
  if (unknown.length > 0) return `Unknown species: ${unknown.join(", ")} (known: ${SPECIES.join(", ")}).`;
  const aliens = species.filter((x) => x !== "terran");
  if (new Set(aliens).size !== aliens.length) return "Each alien species can be played by one seat only.";
  return null;
}

/** A seat picks its species: it takes that faction's home; the next seat picks, or round 1 starts. */
export function applySpeciesChoice(s: EclipseState, seat: PlayerId, species: SpeciesId): void {
  if (s.step.kind !== "species") return;
  const seated = s.players.filter((p) => p.home !== "");
  const f = factionFor(
    species,
    seated.map((p) => p.colour),
    seated.map((p) => p.species),
  );
  if (!f) return;
  seatFaction(s, seat, f);
  const order = s.step.order.slice(1);
  if (order.length > 0) {
    s.step = { kind: "species", order };
    s.turn = order[0]!;
    return;
  }
  s.phase = "action";
  s.step = { kind: "turn" };
  s.turn = s.startPlayer;
}
