/**
 * Player boards, one per player, each collapsible (reading another's is one click on its name):
 * storage, the three population tracks with their cubes and the production each gives, the
 * influence track with its discs and the upkeep, the action spaces with the discs placed this
 * round, colony ships face up and down, the three technology tracks with owned tiles and the next
 * discount, reputation tiles (values only for their owner), the four blueprints, and the species.
 */
import { content, production, upkeepCost } from "@koprulu/eclipse";
import { useT } from "../i18n";
import { Disc } from "./art/Pieces";
import { RESOURCE_COLOURS } from "./art/palette";
import { BlueprintArt } from "./BlueprintArt";
import { speciesOf } from "./buildCosts";
import { resourceName, SUMMARY_KEYS, seatName, speciesName, techName, trackName } from "./names";
import { ReputationTrack } from "./ReputationTrack";
import { colourOf, type EclipseView } from "./viewTypes";

const RESOURCES = ["money", "science", "materials"] as const;
const TRACKS = ["military", "grid", "nano"] as const;
const ACTIONS = ["explore", "influence", "research", "upgrade", "build", "move"] as const;
const HULLS = ["interceptor", "cruiser", "dreadnought", "starbase"] as const;
const tableOf = (id: string) => content().tables[id]?.values as Record<string, unknown> | undefined;

type Player = EclipseView["players"][number];

/** A population track: 11 squares, the cubes still on it, the production uncovered. */
function PopulationTrack({ p, r }: { p: Player; r: (typeof RESOURCES)[number] }) {
  const t = useT();
  const track = (tableOf("production-track")?.byCubesRemoved as number[] | undefined) ?? [];
  const removed = 11 - p.cubeTracks[r];
  const colour = RESOURCE_COLOURS[r];
  return (
    <div className="ec-poptrack" data-track={r}>
      <span className="ec-label" style={{ color: colour }}>
        {t("ect.board.population", { resource: resourceName(t, r), production: production(p, r) })}
      </span>
      <svg
        viewBox="0 0 286 30"
        className="ec-trackart"
        role="img"
        aria-label={t("ect.board.populationLabel", {
          resource: resourceName(t, r),
          cubes: p.cubeTracks[r],
          production: production(p, r),
          graveyard: p.graveyard[r],
        })}
      >
        {Array.from({ length: 11 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: track squares are positions
          <g key={i}>
            <rect x={2 + i * 26} y={2} width={24} height={24} rx={3} fill="#141a27" stroke={colour} />
            <text x={14 + i * 26} y={19} textAnchor="middle" fontSize={12} fill="#cfd6e6">
              {track[i + 1] ?? ""}
            </text>
            {i >= removed && (
              <rect x={5 + i * 26} y={5} width={18} height={18} rx={2} fill={colour} stroke="#0b0e14" />
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}

/** The influence track: the printed circles with the upkeep each uncovers, discs on it. */
function InfluenceTrack({ p, colour }: { p: Player; colour: string }) {
  const t = useT();
  const costs = (tableOf("influence-upkeep")?.fromOneEmptyCircle as number[] | undefined) ?? [];
  const n = costs.length || 13;
  return (
    <div className="ec-influence">
      <span className="ec-label">
        {t("ect.board.influence", { onTrack: p.discsOnTrack, discs: p.discs, upkeep: upkeepCost(p) })}
      </span>
      <svg
        viewBox={`0 0 ${n * 22 + 4} 30`}
        className="ec-trackart"
        role="img"
        aria-label={t("ect.board.influenceLabel", { onTrack: p.discsOnTrack, upkeep: upkeepCost(p) })}
      >
        {costs.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: circles are positions
          <g key={i}>
            <circle cx={13 + i * 22} cy={15} r={10} fill="#141a27" stroke="#46506a" />
            <text x={13 + i * 22} y={19} textAnchor="middle" fontSize={12} fill="#cfd6e6">
              {c}
            </text>
            {i >= n - p.discsOnTrack && <Disc colour={colour} x={13 + i * 22} y={15} r={9} />}
          </g>
        ))}
      </svg>
    </div>
  );
}

function TechTracks({ p }: { p: Player }) {
  const t = useT();
  const discounts = (tableOf("research-discount")?.byTilesOnTrack as number[] | undefined) ?? [];
  return (
    <div className="ec-techtracks">
      {TRACKS.map((track) => {
        const owned = p.techs[track];
        const next = discounts[Math.min(owned.length, discounts.length - 1)] ?? 0;
        return (
          <div key={track} className={`ec-techtrack ec-${track}`} data-track={track}>
            <span className="ec-label">
              {t("ect.board.techTrack", { track: trackName(t, track), count: owned.length, discount: next })}
            </span>
            <span className="ec-techrow">
              {owned.map((id) => (
                <span key={id} className="ec-techchip">
                  {techName(t, id)}
                </span>
              ))}
            </span>
          </div>
        );
      })}
    </div>
  );
}

function PlayerBoard({ view, p, seat }: { view: EclipseView; p: Player; seat: number | null }) {
  const t = useT();
  const colour = colourOf(view, p.seat);
  const own = p.seat === seat;
  return (
    <details
      className="ec-player"
      data-seat={p.seat}
      open={own || seat === null}
      style={{ borderColor: colour }}
    >
      <summary style={{ color: colour }}>
        {[
          seatName(t, view, p.seat),
          own ? t("ec.player.you") : "",
          p.passed ? t("ec.player.passed") : "",
          view.turn === p.seat && view.phase === "action" ? t("ec.player.toAct") : "",
        ]
          .filter(Boolean)
          .join(" ")}
      </summary>
      {p.home === "" ? (
        <p className="ec-species">{t("ect.board.notChosen")}</p>
      ) : (
        <PlayerBoardBody view={view} p={p} own={own} />
      )}
    </details>
  );
}

function PlayerBoardBody({ view, p, own }: { view: EclipseView; p: Player; own: boolean }) {
  const t = useT();
  const colour = colourOf(view, p.seat);
  const species = content().species[speciesOf(view, p.seat)];
  const activations = (species?.actions ?? {}) as Record<string, number>;
  const upColonies = p.colonyShips - p.colonyShipsUsed;
  return (
    <>
      <p className="ec-species">
        {t("ect.board.species", {
          name: speciesName(t, speciesOf(view, p.seat), species?.name),
        })}
      </p>
      <div className="ec-storage ec-row">
        {RESOURCES.map((r) => (
          <span key={r} className="ec-store" data-resource={r} style={{ borderColor: RESOURCE_COLOURS[r] }}>
            {t("ect.board.storage", { resource: resourceName(t, r), count: p[r] })}
          </span>
        ))}
      </div>
      {RESOURCES.map((r) => (
        <PopulationTrack key={r} p={p} r={r} />
      ))}
      <InfluenceTrack p={p} colour={colour} />
      <fieldset className="ec-actions ec-row">
        <legend className="sr-only">{t("ect.board.actions", { count: p.actionDiscs })}</legend>
        {ACTIONS.map((a) => (
          <span key={a} className="ec-actionspace">
            {t("ect.board.actionSpace", { action: t(ACTION_KEYS[a]), count: activations[a] ?? 1 })}
          </span>
        ))}
        <span
          className="ec-actiondiscs"
          role="img"
          aria-label={t("ect.board.actions", { count: p.actionDiscs })}
        >
          <svg
            width={Math.max(1, p.actionDiscs) * 20}
            height={20}
            viewBox={`0 0 ${Math.max(1, p.actionDiscs) * 20} 20`}
            aria-hidden="true"
          >
            {Array.from({ length: p.actionDiscs }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: discs are alike
              <Disc key={i} colour={colour} x={10 + i * 20} y={10} r={8} />
            ))}
          </svg>
        </span>
      </fieldset>
      <p className="ec-colonies">
        {t("ec.player.colonyShips")}:{" "}
        {Array.from({ length: p.colonyShips }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: colony ships are alike
          <span key={i} className={i < upColonies ? "ec-colony-up" : "ec-colony-down"}>
            {i < upColonies ? "▲" : "▽"}
          </span>
        ))}{" "}
        ({t("ec.player.colonyFaceUp", { up: upColonies, total: p.colonyShips })})
      </p>
      <TechTracks p={p} />
      <ReputationTrack view={view} p={p} own={own} />
      <p className="ec-discoveries">{t("ec.player.discoveries", { count: p.discoveriesKept.length })}</p>
      <p className="ec-specials">{t(SUMMARY_KEYS[speciesOf(view, p.seat)] ?? "ect.summary.terran")}</p>
      <div className="ec-row ec-blueprint-row">
        {HULLS.map((hull) => (
          <BlueprintArt key={hull} hull={hull} bp={p.blueprints[hull]} colour={colour} />
        ))}
      </div>
    </>
  );
}

const ACTION_KEYS = {
  explore: "ect.action.explore",
  influence: "ect.action.influence",
  research: "ect.action.research",
  upgrade: "ect.action.upgrade",
  build: "ect.action.build",
  move: "ect.action.move",
} as const;

export function PlayerBoards({ view, seat }: { view: EclipseView; seat: number | null }) {
  const t = useT();
  return (
    <section className="ec-players" aria-label={t("ec.players")}>
      {view.players.map((p) => (
        <PlayerBoard key={p.seat} view={view} p={p} seat={seat} />
      ))}
    </section>
  );
}
