/**
 * Team Play (core variant, `options.mode: "team-play"`) on the game page: the team track (each
 * team's summed conquest points against its goal, 30, or 40 for the teams without Aldaris while he
 * plays) and a team badge naming the partner on each player panel. Who plays with whom comes from
 * the rules package (`teamOfSeat`: partners sit opposite).
 */
import { TEAM_ALDARIS_TARGET, TEAM_TARGET, teamCountFor, teamOfSeat } from "@koprulu/starcraft";
import { useT } from "../i18n";
import { SeatSwatch } from "./Markers";
import { seatColour } from "./palette";
import type { ScCatalog, ScView } from "./viewTypes";

/** The seats of each team (in seat order), or null outside Team Play. */
export function teamsOf(view: ScView): number[][] | null {
  if (view.options?.mode !== "team-play") return null;
  const n = view.players.length;
  const teams: number[][] = Array.from({ length: teamCountFor(n) }, () => []);
  for (let seat = 0; seat < n; seat++) teams[teamOfSeat(n, seat)].push(seat);
  return teams;
}

const isAldaris = (view: ScView, seat: number) =>
  view.players[seat]?.faction === "aldaris" && !view.players[seat]?.eliminated;

/** A team's goal: 30; 40 while Aldaris plays for a team without him. */
export function teamGoal(view: ScView, members: number[]): number {
  const aldaris = view.players.some((_, seat) => isAldaris(view, seat));
  if (!aldaris) return TEAM_TARGET;
  return members.some((seat) => isAldaris(view, seat)) ? TEAM_TARGET : TEAM_ALDARIS_TARGET;
}

const nameOf = (view: ScView, catalog: ScCatalog, seat: number, fallback: string) =>
  catalog.factions[view.players[seat].faction]?.name ?? (view.players[seat].faction || fallback);

export function TeamTrack({ view, catalog }: { view: ScView; catalog: ScCatalog }) {
  const t = useT();
  const teams = teamsOf(view);
  if (!teams) return null;
  return (
    <section className="conquest teams" aria-label={t("sc.team.trackLabel")}>
      <h3>{t("sc.team.trackTitle")}</h3>
      <ul className="cp-track">
        {teams.map((members, team) => {
          const cp = members.reduce((n, seat) => n + view.players[seat].cp, 0);
          const goal = teamGoal(view, members);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: teams are positions
            <li key={team} data-team={team}>
              <span className="team-swatches">
                {members.map((seat) => (
                  <SeatSwatch key={seat} seat={seat} size={14} />
                ))}
              </span>
              <span className="cp-name">{t("sc.team.name", { team: team + 1 })}</span>
              <span className="cp-bar" aria-hidden="true">
                <span
                  style={{
                    width: `${(Math.min(cp, goal) / goal) * 100}%`,
                    background: seatColour(members[0]),
                  }}
                />
              </span>
              <bdi className="cp-value">
                <strong>{cp}</strong> / {goal}
              </bdi>
              {/* The members on a line of their own: two leaders' names never fit the name column. */}
              <span className="team-members muted">
                {members
                  .map((seat) => nameOf(view, catalog, seat, t("game.seat", { seat: seat + 1 })))
                  .join(" + ")}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The panel's team mark: "Team n", with the partner named in its title. */
export function TeamBadge({ view, catalog, seat }: { view: ScView; catalog: ScCatalog; seat: number }) {
  const t = useT();
  const teams = teamsOf(view);
  if (!teams) return null;
  const team = teamOfSeat(view.players.length, seat);
  const partners = teams[team]
    .filter((q) => q !== seat)
    .map((q) => nameOf(view, catalog, q, t("game.seat", { seat: q + 1 })))
    .join(", ");
  return (
    <span className="badge team-badge" data-team={team} title={t("sc.team.partner", { partner: partners })}>
      {t("sc.team.name", { team: team + 1 })} · {t("sc.team.partner", { partner: partners })}
    </span>
  );
}
