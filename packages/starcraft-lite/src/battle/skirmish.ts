/**
 * `liteSkirmish`: one Lite battle wrapped as an engine Ruleset (id "starcraft-lite-battle"), so
 * the engine's conformance suite, the Match runner and generic bots can play the battle alone.
 * The StarCraft Lite ruleset (issue 16) embeds the battle in its own state instead.
 */
import {
  type Outcome,
  type RuleError,
  type Ruleset,
  ruleError,
  seedRng,
  strictValidate,
} from "@koprulu/engine";
import { loadLiteContent } from "../content/load";
import {
  type LiteBattleView,
  liteApply,
  liteLegalActions,
  litePending,
  liteResult,
  liteValidate,
  liteView,
  startLiteBattle,
} from "./battle";
import type { LiteBattleAction, LiteBattleSide, LiteBattleState } from "./types";

export interface SkirmishSide {
  units: string[];
  upgrades?: string[];
  modules?: string[];
  baseInArea?: boolean;
  workers?: number;
}

export interface SkirmishOptions {
  attacker: SkirmishSide;
  defender: SkirmishSide;
}

function side(player: 0 | 1, s: SkirmishSide): LiteBattleSide {
  const race = s.units[0]!.split("-")[0] as LiteBattleSide["race"];
  const baseInArea = player === 1 && (s.baseInArea ?? false);
  return {
    player,
    race,
    units: s.units.map((type, i) => ({ id: player * 100 + i + 1, type })),
    upgrades: s.upgrades ?? [],
    modules: s.modules ?? [],
    baseInArea,
    baseOnPlanet: baseInArea,
    nukeAvailable: true,
    workers: s.workers ?? 0,
    withdrawAreas: ["elsewhere"],
    retreatDestinations: [{ planet: "planet", area: player === 0 ? "origin" : "elsewhere" }],
    liftOffAreas: ["elsewhere"],
    recallAreas: [],
  };
}

function checkSide(label: string, s: unknown): RuleError | null {
  const units = (s as SkirmishSide | undefined)?.units;
  const content = loadLiteContent();
  if (!Array.isArray(units) || units.length === 0)
    return ruleError(
      "no-units",
      `The ${label} needs at least one unit.`,
      "A battle needs units on both sides",
    );
  for (const u of units)
    if (typeof u !== "string" || !content.units[u])
      return ruleError("unknown-unit", `Unknown unit ${String(u)}.`, "Units come from the Lite content pack");
  if (new Set(units.map((u: string) => u.split("-")[0])).size !== 1)
    return ruleError(
      "mixed-races",
      `The ${label}'s units are of several races.`,
      "A player's army is of one race",
    );
  return null;
}

export const liteSkirmish: Ruleset<LiteBattleState, LiteBattleAction, SkirmishOptions, LiteBattleView> = {
  id: "starcraft-lite-battle",
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions: () => ({
    attacker: { units: ["terran-marine", "terran-marine", "terran-firebat"] },
    defender: { units: ["zerg-zergling", "zerg-zergling", "zerg-hydralisk"] },
  }),
  validateOptions(options) {
    const o = options as Partial<SkirmishOptions> | null;
    return checkSide("attacker", o?.attacker) ?? checkSide("defender", o?.defender);
  },
  players: () => 2,
  setup: (options, seed) =>
    startLiteBattle(
      {
        planet: "planet",
        area: "battle",
        attacker: side(0, options.attacker),
        defender: side(1, options.defender),
      },
      seedRng(seed),
    ),
  pending: litePending,
  legalActions: liteLegalActions,
  // Strict: exactly the enumerated actions (no unknown fields, no hostile input), the engine's rule.
  validate: strictValidate(liteValidate, liteLegalActions),
  apply: liteApply,
  view: liteView,
  /** The PRNG is the only hidden part: a search bot draws future dice from its own generator. */
  determinize(view, _viewer, rng): LiteBattleState {
    const { viewerSide: _side, ...state } = structuredClone(view);
    return { ...state, rng: rng.state() };
  },
  outcome(state): Outcome | null {
    const r = liteResult(state);
    if (!r) return null;
    return r.winner === null
      ? { winners: [], reason: "nobody-left" }
      : {
          winners: [r.winner === 0 ? state.input.attacker.player : state.input.defender.player],
          reason: "holds-the-area",
        };
  },
};
