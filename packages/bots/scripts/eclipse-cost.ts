/**
 * What an Eclipse ISMCTS configuration costs per search in real two-player positions: plays one
 * heuristic game and at every `every`-th turn decision runs a search with the given options
 * (JSON), printing the mean CPU ms per search and how often it keeps the heuristic's move.
 *
 *   node --import tsx packages/bots/scripts/eclipse-cost.ts '<options json>' [every=6] [seed=cost]
 */
import { hashString } from "@koprulu/engine";
import { ismctsSearch } from "../src/ismcts";
import { sampleEclipsePositions } from "./sample-positions";
import { searchLine } from "./search-line";

const opts = JSON.parse(process.argv[2] ?? "{}");
const every = Number(process.argv[3] ?? 6);
const seed = process.argv[4] ?? "cost";
let ms = 0;
let searches = 0;
let kept = 0;
let searchText = "";
await sampleEclipsePositions(every, seed, (input, h) => {
  const t = process.cpuUsage();
  const r = ismctsSearch(input, { iterations: 225, ...opts });
  const u = process.cpuUsage(t);
  ms += (u.user + u.system) / 1000;
  searches++;
  if (JSON.stringify(r.action) === JSON.stringify(h)) kept++;
  searchText += searchLine(r);
});
console.log(
  JSON.stringify({
    opts,
    searches,
    msPerSearch: Math.round(ms / searches),
    kept,
    searchHash: hashString(searchText),
  }),
);
