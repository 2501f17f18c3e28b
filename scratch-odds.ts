import { loadContent } from "./packages/eclipse/src/content/index";
import { eclipseOdds } from "./packages/eclipse/src/combat/odds";
import { npcStats, shipStats, speciesShipStats } from "./packages/eclipse/src/combat/ships";
const c = loadContent();
const T = (k: any) => speciesShipStats(c, "terran", k);
const anc = npcStats(c.npcs.ancient!);
const ms = { ...c.blueprints.terran!.ships.interceptor, slots: ["plasma-missile", "ion-cannon", "nuclear-source", "nuclear-drive"] };
const S: Record<string, any> = {
  S1: { attacker: [{ stats: T("cruiser"), count: 1 }, { stats: T("interceptor"), count: 1 }], defender: [{ stats: T("interceptor"), count: 1 }] },
  S2: { attacker: [{ stats: T("interceptor"), count: 1 }], defender: [{ stats: T("interceptor"), count: 1 }] },
  S3: { attacker: [{ stats: T("interceptor"), count: 2 }], defender: [{ stats: T("starbase"), count: 1 }] },
  S4: { attacker: [{ stats: T("dreadnought"), count: 1 }], defender: [{ stats: T("cruiser"), count: 1 }] },
  S5: { attacker: [{ stats: T("interceptor"), count: 2 }], defender: [{ stats: anc, count: 1 }] },
  S6: { attacker: [{ stats: T("cruiser"), count: 1 }], defender: [{ stats: anc, count: 1 }] },
  S7: { attacker: [{ stats: shipStats(c, "interceptor", ms), count: 1 }], defender: [{ stats: T("cruiser"), count: 1 }] },
  B6: { attacker: [{ stats: T("interceptor"), count: 3 }, { stats: T("cruiser"), count: 2 }, { stats: T("dreadnought"), count: 1 }], defender: [{ stats: T("interceptor"), count: 2 }, { stats: T("cruiser"), count: 2 }, { stats: T("dreadnought"), count: 2 }] },
};
for (const [k, p] of Object.entries(S)) {
  for (const pol of ["optimal", "heuristic"] as const) {
    const t0 = performance.now();
    const r = eclipseOdds(p, pol);
    const ms = performance.now() - t0;
    const mc = {attacker: 0};
    console.log(k, pol, r.attacker.toFixed(4), r.exact, r.states, ms.toFixed(1) + "ms", "mc", mc.attacker.toFixed(4), JSON.stringify(r.expectedLosses));
  }
}
