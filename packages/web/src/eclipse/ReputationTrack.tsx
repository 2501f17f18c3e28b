/**
 * A player's reputation track (E-P2, E-P3): its slots as the species' board lays them out (for
 * either, reputation tiles only, ambassadors only), the reputation tiles on it (values only for
 * their owner: "?" for others) and the ambassadors received (in the giver's colour, with the cube
 * they brought); the Traitor card when he holds it.
 */
import { type TrackLayout, trackLayout } from "@koprulu/eclipse";
import { useT } from "../i18n";
import { resourceName, seatName } from "./names";
import { colourOf, type EclipseView } from "./viewTypes";

type Player = EclipseView["players"][number];
interface Ambassador {
  from: number;
  resource: string;
}

export function ReputationTrack({ view, p, own }: { view: EclipseView; p: Player; own: boolean }) {
  const t = useT();
  const layout: TrackLayout = trackLayout(p as never);
  const ambassadors = ((p as { ambassadors?: Ambassador[] }).ambassadors ?? []) as Ambassador[];
  const traitor = (view as { traitor?: number | null }).traitor === p.seat;
  const slots = layout.either + layout.reputationOnly + layout.ambassadorOnly;
  const free = Math.max(0, slots - p.reputation.length - ambassadors.length);
  return (
    <div className="ec-reptrack" data-seat={p.seat}>
      <span className="ec-label">
        {t("ec.player.reputation")}:{" "}
        {t("ect.board.reputationTrack", {
          either: layout.either,
          reputation: layout.reputationOnly,
          ambassadors: layout.ambassadorOnly,
        })}
      </span>
      <span className="ec-row">
        {p.reputation.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions on the track
          <span key={`r${i}`} className="ec-reptile" data-testid="reputation-tile">
            {own ? t("ect.board.repTile", { vp: v }) : t("ect.board.repHidden")}
          </span>
        ))}
        {ambassadors.map((a, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: ambassadors are positions on the track
            key={`a${i}`}
            className="ec-ambassador"
            data-testid="ambassador"
            style={{ borderColor: colourOf(view, a.from) }}
          >
            {t("ect.board.ambassador", {
              seat: seatName(t, view, a.from),
              resource: resourceName(t, a.resource),
            })}
          </span>
        ))}
        {Array.from({ length: free }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: free slots are alike
          <span key={`f${i}`} className="ec-reptile ec-free">
            {t("ect.board.freeSlot")}
          </span>
        ))}
      </span>
      {traitor && (
        <span className="ec-traitor" data-testid="traitor">
          {t("ect.board.traitor")}
        </span>
      )}
    </div>
  );
}
