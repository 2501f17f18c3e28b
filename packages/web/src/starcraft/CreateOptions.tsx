/**
 * StarCraft options at game creation: each seat's faction, chosen or random. Until the
 * ruleset's option shape is known this produces `{ factions: [...] }` with null = random.
 */
export type StarcraftSeatChoice = string | null;

export const FACTIONS: { id: string; name: string; race: string }[] = [
  { id: "raynor", name: "Jim Raynor", race: "Terran" },
  { id: "mengsk", name: "Arcturus Mengsk", race: "Terran" },
  { id: "queen-of-blades", name: "Queen of Blades", race: "Zerg" },
  { id: "overmind", name: "Overmind", race: "Zerg" },
  { id: "tassadar", name: "Tassadar", race: "Protoss" },
  { id: "aldaris", name: "Aldaris", race: "Protoss" },
];

export function starcraftOptionsFor(players: number, choices: StarcraftSeatChoice[]): unknown | undefined {
  const factions = Array.from({ length: players }, (_, i) => choices[i] ?? null);
  return factions.some((f) => f) ? { factions } : undefined;
}

export function StarcraftOptions({
  seat,
  choices,
  onChange,
}: {
  seat: number;
  choices: StarcraftSeatChoice[];
  onChange(next: StarcraftSeatChoice[]): void;
}) {
  const value = choices[seat] ?? "";
  const takenElsewhere = new Set(choices.filter((c, i) => c && i !== seat));
  return (
    <select
      aria-label={`Seat ${seat + 1} faction`}
      value={value}
      onChange={(e) => {
        const next = choices.slice();
        next[seat] = e.target.value || null;
        onChange(next);
      }}
    >
      <option value="">Random</option>
      {FACTIONS.map((f) => (
        <option key={f.id} value={f.id} disabled={takenElsewhere.has(f.id)}>
          {f.name} ({f.race})
        </option>
      ))}
    </select>
  );
}
