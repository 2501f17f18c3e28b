/**
 * The action itself as story data (the first line of an entry's story): who did what, with the
 * things it names by id (a seat, an area, a planet, a unit type, a module, an event card), so a
 * client tells it in its reader's language from a neutral point of view ("Jim Raynor moves a
 * Marine from … to …"), never "your". Told from the state before the action (where a unit stood,
 * which planet was revealed, which battle choice was asked).
 *
 * The Technology choice is not told here: it is hidden until everyone has chosen, and a story is
 * served even with an entry whose action is hidden (the client tells a revealed choice from the
 * action itself).
 */
import type { PlayerId } from "@koprulu/engine";
import type { LiteAction } from "./actions";
import type { LiteState } from "./state";
import { type LiteStoryArg, type LiteStoryId, type LiteStoryLine, liteLine } from "./story-lines";

const seatArg = (p: PlayerId): LiteStoryArg => ({ seat: p });
const areaArg = (area: string): LiteStoryArg => ({ area });
const planetArg = (planet: string): LiteStoryArg => ({ planet });
const unitArg = (type: string): LiteStoryArg => ({ unit: type });

/** A unit's type by id: on the board, else among the running battle's fighters. */
function typeOf(s: LiteState, id: unknown): string | null {
  const n = Number(id);
  const onBoard = s.board.units.find((u) => u.id === n);
  if (onBoard) return onBoard.type;
  const input = s.battle?.input;
  for (const side of input ? [input.attacker, input.defender] : [])
    for (const u of [...side.units, ...(side.nydusUnits ?? [])]) if (u.id === n) return u.type;
  return null;
}

function areaOf(s: LiteState, id: unknown): string | null {
  return s.board.units.find((u) => u.id === Number(id))?.area ?? null;
}

/** A route by the planets it joins (route ids mean nothing to a reader). */
function routeArgs(s: LiteState, id: number): Record<string, LiteStoryArg> | null {
  const r = s.board.routes.find((x) => x.id === id);
  return r ? { a: planetArg(r.a.planet), b: planetArg(r.b.planet) } : null;
}

/** A unit named with its type, or a line without it when the type is unknown. */
function withUnit(
  id: Parameters<typeof liteLine>[0],
  idWithout: Parameters<typeof liteLine>[0],
  args: Record<string, LiteStoryArg>,
  type: string | null,
): LiteStoryLine {
  return type ? liteLine(id, { ...args, unit: unitArg(type) }) : liteLine(idWithout, args);
}

function battleLine(s: LiteState, p: PlayerId, kind: string, choice: unknown): LiteStoryLine | null {
  const req = s.battle?.pending;
  const who = seatArg(p);
  const actor = req?.unit !== undefined ? typeOf(s, req.unit) : null;
  const chosen = typeof choice === "number" ? typeOf(s, choice) : null;
  switch (kind) {
    case "target":
      if (choice === null) return liteLine("do-battle-hold", { seat: who });
      return actor && chosen
        ? liteLine("do-battle-target", { seat: who, unit: unitArg(actor), target: unitArg(chosen) })
        : liteLine("do-battle-choice", { seat: who });
    case "splash":
      return chosen
        ? liteLine("do-battle-splash", { seat: who, target: unitArg(chosen) })
        : liteLine("do-battle-pass", { seat: who });
    case "withdraw":
      if (typeof choice !== "string") return liteLine("do-battle-pass", { seat: who });
      return withUnit("do-battle-withdraw", "do-battle-choice", { seat: who, area: areaArg(choice) }, actor);
    case "retreat": {
      if (typeof choice !== "string") return liteLine("do-battle-stay", { seat: who });
      const rest = choice.split("/")[1] ?? "";
      const liftOff = rest.endsWith("+lift-off");
      const area = liftOff ? rest.slice(0, -"+lift-off".length) : rest;
      return liteLine(liftOff ? "do-battle-lift-off" : "do-battle-retreat", {
        seat: who,
        area: areaArg(area),
      });
    }
    case "recall":
      return typeof choice === "string"
        ? liteLine("do-battle-recall", { seat: who, area: areaArg(choice) })
        : liteLine("do-battle-pass", { seat: who });
    case "ability":
    case "repair":
    case "nydus":
      if (choice === null) return liteLine("do-battle-pass", { seat: who });
      return chosen
        ? liteLine(`do-battle-${kind}` as LiteStoryId, { seat: who, target: unitArg(chosen) })
        : liteLine("do-battle-choice", { seat: who });
    default:
      return liteLine("do-battle-choice", { seat: who });
  }
}

/** The action as a story line, or null when it is not told here (the hidden Technology choice). */
export function liteActLine(s: LiteState, p: PlayerId, a: LiteAction): LiteStoryLine | null {
  const who = seatArg(p);
  switch (a.type) {
    case "rotate": {
      const planet = s.frame.kind === "galaxy" ? s.frame.reveal?.planet : undefined;
      return planet
        ? liteLine("do-rotate", { seat: who, planet: planetArg(planet), degrees: a.rotation * 90 })
        : liteLine("do-rotate-any", { seat: who, degrees: a.rotation * 90 });
    }
    case "expand":
      return liteLine("do-expand", { seat: who, planet: planetArg(a.planet) });
    case "warp-pair":
      return liteLine("do-warp-pair", { seat: who, a: planetArg(a.a), b: planetArg(a.b) });
    case "home":
      return liteLine("do-home", { seat: who, area: areaArg(a.area) });
    case "place-unit": {
      const type = s.frame.kind === "home" ? s.frame.remaining?.[0] : undefined;
      return withUnit(
        "do-place-unit",
        "do-place-unit-any",
        { seat: who, area: areaArg(a.area) },
        type ?? null,
      );
    }
    case "place-transport":
    case "build-transport": {
      const r = routeArgs(s, a.route);
      const id = a.type === "place-transport" ? "do-place-transport" : "do-build-transport";
      return r ? liteLine(id, { seat: who, ...r }) : liteLine(`${id}-any` as LiteStoryId, { seat: who });
    }
    case "move": {
      const from = areaOf(s, a.unit);
      const args: Record<string, LiteStoryArg> = { seat: who, to: areaArg(a.area) };
      if (from) args.from = areaArg(from);
      return withUnit(from ? "do-move" : "do-move-to", "do-move-some", args, typeOf(s, a.unit));
    }
    case "warp":
      return liteLine("do-warp", { seat: who, area: areaArg(a.area) });
    case "send": {
      const to = s.frame.kind === "mobilize" ? s.frame.warp?.target : undefined;
      const args: Record<string, LiteStoryArg> = { seat: who };
      if (to) args.area = areaArg(to);
      return withUnit(to ? "do-send" : "do-send-any", "do-send-some", args, typeOf(s, a.unit));
    }
    case "end-mobilize":
      return liteLine("do-end-mobilize", { seat: who });
    case "research":
      return null;
    case "build-unit":
      return liteLine("do-build-unit", { seat: who, unit: unitArg(a.unit), area: areaArg(a.area) });
    case "build-worker":
      return liteLine("do-build-worker", { seat: who });
    case "fuse-archon":
      return liteLine("do-fuse-archon", { seat: who, area: areaArg(a.area) });
    case "morph-guardian": {
      const at = areaOf(s, a.unit);
      return at
        ? liteLine("do-morph-guardian", { seat: who, area: areaArg(at) })
        : liteLine("do-morph-guardian-any", { seat: who });
    }
    case "unlock":
      return liteLine("do-unlock", { seat: who, unit: unitArg(a.unit) });
    case "module":
      return liteLine("do-module", { seat: who, module: { module: a.module } });
    case "base":
      return liteLine("do-base", { seat: who, area: areaArg(a.area) });
    case "force-mine":
      return liteLine("do-force-mine", { seat: who, area: areaArg(a.area) });
    case "make-room": {
      const at = areaOf(s, a.unit);
      const type = typeOf(s, a.unit);
      return at && type
        ? liteLine("do-make-room", { seat: who, unit: unitArg(type), area: areaArg(at) })
        : liteLine("do-make-room-any", { seat: who });
    }
    case "place-worker":
      if (a.source === "permanent-minerals") return liteLine("do-pay-permanent-minerals", { seat: who });
      if (a.source === "permanent-gas") return liteLine("do-pay-permanent-gas", { seat: who });
      return liteLine("do-pay-card", { seat: who, area: areaArg(a.source) });
    case "end-build":
      return liteLine("do-end-build", { seat: who });
    case "harvest":
      return liteLine("do-harvest", { seat: who, area: areaArg(a.area) });
    case "end-harvest":
      return liteLine("do-end-harvest", { seat: who });
    case "play-event":
      return liteLine("do-play-event", { seat: who, card: { card: a.card }, stage: a.text });
    case "pass":
      return liteLine("do-pass", { seat: who });
    case "storm-loss":
    case "trim": {
      const at = areaOf(s, a.unit);
      const type = typeOf(s, a.unit);
      const id = a.type === "trim" ? "do-trim" : "do-storm-loss";
      return at && type
        ? liteLine(id, { seat: who, unit: unitArg(type), area: areaArg(at) })
        : liteLine(`${id}-any` as LiteStoryId, { seat: who });
    }
    default:
      if (a.type.startsWith("lite-")) return battleLine(s, p, a.type.slice(5), a.choice);
      return null;
  }
}
