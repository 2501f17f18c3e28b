/** The action list's group headings for Lite action types, in the reader's words. */
import type { MessageKey, Translate } from "../i18n";

const GROUPS: Record<string, MessageKey> = {
  rotate: "lite.group.rotate",
  expand: "lite.group.expand",
  "warp-pair": "lite.group.warpPair",
  home: "lite.group.home",
  "place-unit": "lite.group.placeUnit",
  "place-transport": "lite.group.placeTransport",
  move: "lite.group.move",
  warp: "lite.group.warp",
  send: "lite.group.send",
  "end-mobilize": "lite.group.endMobilize",
  research: "lite.group.research",
  "build-unit": "lite.group.buildUnit",
  "build-worker": "lite.group.buildWorker",
  "build-transport": "lite.group.buildTransport",
  "fuse-archon": "lite.group.fuseArchon",
  "morph-guardian": "lite.group.morphGuardian",
  unlock: "lite.group.unlock",
  module: "lite.group.module",
  base: "lite.group.base",
  "force-mine": "lite.group.forceMine",
  "make-room": "lite.group.makeRoom",
  "place-worker": "lite.group.placeWorker",
  "end-build": "lite.group.endBuild",
  harvest: "lite.group.harvest",
  "end-harvest": "lite.group.endHarvest",
  "play-event": "lite.group.playEvent",
  pass: "lite.group.pass",
  "storm-loss": "lite.group.stormLoss",
  trim: "lite.group.trim",
  "lite-nydus": "lite.group.battleNydus",
  "lite-ability": "lite.group.battleAbility",
  "lite-recall": "lite.group.battleRecall",
  "lite-target": "lite.group.battleTarget",
  "lite-withdraw": "lite.group.battleWithdraw",
  "lite-splash": "lite.group.battleSplash",
  "lite-repair": "lite.group.battleRepair",
  "lite-retreat": "lite.group.battleRetreat",
};

export function liteActionGroup(type: string, t: Translate): string | null {
  const key = GROUPS[type];
  return key ? t(key) : null;
}
