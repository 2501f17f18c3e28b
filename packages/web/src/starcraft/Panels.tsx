/**
 * Player panels beside the galaxy: the conquest track, then one panel per seat — faction,
 * first player, conquest points, worker pool, resource cards (workers on them, depletion),
 * buildings, modules, technologies, events, hand (own cards as buttons when a legal action
 * uses them: playing an event, discarding, paying with a worker). Team Play adds the team track
 * and a team badge on each panel (Teams.tsx); a game mode or optional rule adds its banner, and
 * the modes without conquest points have no conquest track (ModeRules.tsx).
 */
import { useState } from "react";
import type { Action } from "../api/types";
import type { BoardProps } from "../game/boardTypes";
import { ChoiceMenu } from "../game/ChoiceMenu";
import { useT } from "../i18n";
import { isBattleView } from "./BattlePanel";
import { CardFace } from "./CardFace";
import { cardTitle, cardValues } from "./cards";
import { useScCatalog } from "./catalog";
import { eventText } from "./eventText";
import { LeadershipPanel, ProvisionalMark } from "./Leadership";
import { ModulePiece, SeatSwatch } from "./Markers";
import { conquestGoal, ModeBanner } from "./ModeRules";
import { areaName } from "./names";
import { seatColour } from "./palette";
import { raceName } from "./raceName";
import { TeamBadge, TeamTrack, teamsOf } from "./Teams";
import { clickKey, key } from "./targets";
import { countOf, isScView, type ScCatalog, type ScView } from "./viewTypes";
import { moduleWords, trackWords } from "./words";

/** The seat's side in the running battle, if he fights in it. */
function battleSideOf(view: ScView, seat: number) {
  const b = view.battle;
  return isBattleView(b) ? (b.sides.find((s) => s.player === seat) ?? null) : null;
}

export function ConquestTrack({ view, catalog }: { view: ScView; catalog: ScCatalog }) {
  const t = useT();
  // Galactic Conquest and the Survival modes have no conquest points: no track (ModeRules.tsx).
  const goal = conquestGoal(view);
  if (goal === null) return null;
  return (
    <section className="conquest" aria-label={t("sc.conquestLabel")}>
      <h3>{t("sc.conquestTitle", { goal })}</h3>
      <ul className="cp-track">
        {view.players.map((p, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats
          <li key={seat} data-seat={seat}>
            <SeatSwatch seat={seat} size={14} />
            {/* dir=auto: a name cut short loses its own end, also inside right-to-left text */}
            <span className="cp-name" dir="auto">
              {catalog.factions[p.faction]?.name ?? (p.faction || t("game.seat", { seat: seat + 1 }))}
            </span>
            <span className="cp-bar" aria-hidden="true">
              <span
                style={{ width: `${(Math.min(p.cp, goal) / goal) * 100}%`, background: seatColour(seat) }}
              />
            </span>
            <bdi className="cp-value">
              <strong>{p.cp}</strong>
            </bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StarcraftPanels({ game, actions, submit, busy, describe, nameOf }: BoardProps) {
  const catalog = useScCatalog(game.view);
  const [menu, setMenu] = useState<Action[] | null>(null);
  const t = useT();
  if (!isScView(game.view) || !catalog) return null;
  const view = game.view;
  const click = (k: string) => {
    const r = clickKey(actions, [], k);
    if (r.kind === "submit") submit(r.action);
    else if (r.kind === "choose") setMenu(r.actions);
  };
  const live = (k: string) => !busy && clickKey(actions, [], k).kind !== "none";
  return (
    <div className="sc-panels">
      <ModeBanner view={view} catalog={catalog} />
      {/* Team Play: the teams' points against the team goal stand for the 15-point track. */}
      {teamsOf(view) ? (
        <TeamTrack view={view} catalog={catalog} />
      ) : (
        <ConquestTrack view={view} catalog={catalog} />
      )}
      {menu && (
        <ChoiceMenu
          title={t("sc.choose")}
          actions={menu}
          describe={describe}
          onChoose={(a) => {
            setMenu(null);
            submit(a);
          }}
          onClose={() => setMenu(null)}
        />
      )}
      {view.players.map((_p, seat) => (
        <PlayerPanel
          // biome-ignore lint/suspicious/noArrayIndexKey: seats
          key={seat}
          seat={seat}
          view={view}
          catalog={catalog}
          me={game.seat === seat}
          nameOf={nameOf}
          live={live}
          click={click}
        />
      ))}
    </div>
  );
}

function PlayerPanel({
  seat,
  view,
  catalog,
  me,
  nameOf,
  live,
  click,
}: {
  seat: number;
  view: ScView;
  catalog: ScCatalog;
  me: boolean;
  /** Who sits at a seat (a person's name or a bot's kind, with the faction), when the page knows. */
  nameOf?: (seat: number) => string;
  live(k: string): boolean;
  click(k: string): void;
}) {
  const t = useT();
  const p = view.players[seat];
  const faction = catalog.factions[p.faction];
  const who = nameOf?.(seat);
  const cards = Object.entries(view.resources).filter(([, r]) => r.owner === seat);
  // During a battle the combat hand is the battle's (cards placed on skirmishes have left it).
  const inBattle = battleSideOf(view, seat);
  const hand = inBattle ? inBattle.hand : Array.isArray(p.hand) ? p.hand : null;
  const handCount = inBattle
    ? (inBattle.hand?.length ?? inBattle.handCount ?? 0)
    : (p.handCount ?? countOf(p.hand as unknown[] | number | undefined));
  const units = view.units.filter((u) => u.owner === seat).length;
  const bases = view.bases.filter((b) => b.owner === seat).length;
  const transports = view.transports.filter((t) => t.owner === seat).length;
  const buildings = Object.entries(p.buildings ?? {}).filter(([, lvl]) => lvl > 0);
  const modules = Object.entries(p.modules ?? {}).filter(([, n]) => (n ?? 0) > 0);
  const permanent = ["permanent-minerals", "permanent-gas"] as const;
  const tokens = p.resourceTokens ?? { minerals: 0, gas: 0 };
  // Events the owner may look at (regrouping step 8); face-down ones are null or a count.
  const heldEvents = Array.isArray(p.events)
    ? p.events.filter((e): e is string => typeof e === "string")
    : [];
  const tokenSources = (["minerals", "gas"] as const).filter((kind) => tokens[kind] > 0);
  return (
    <section
      className={`player-panel ${me ? "me" : ""} ${p.eliminated ? "eliminated" : ""}`}
      style={{ borderColor: seatColour(seat) }}
      aria-label={t("sc.panelLabel", { seat: seat + 1, name: faction?.name ?? p.faction })}
      data-seat={seat}
    >
      <header>
        <SeatSwatch seat={seat} />
        <strong>{faction?.name ?? (p.faction || t("game.seat", { seat: seat + 1 }))}</strong>
        {/* who sits here, when more than the faction: a person's name, or the bot's kind */}
        {who && who !== faction?.name && (
          <bdi className="muted seat-who" data-testid={`seat-who-${seat}`}>
            {" "}
            {who}
          </bdi>
        )}
        {faction?.race && <span className="muted"> {raceName(faction.race, t)}</span>}
        {me && <span className="badge">{t("sc.you")}</span>}
        {view.firstPlayer === seat && (
          <span className="first-player" title={t("sc.firstPlayerTitle")}>
            {t("sc.firstPlayer")}
          </span>
        )}
        {p.eliminated && <span className="badge">{t("sc.eliminated")}</span>}
        {p.leaving && !p.eliminated && (
          <span className="badge" title={t("sc.leavingTitle")}>
            {t("sc.leaving")}
          </span>
        )}
        <TeamBadge view={view} catalog={catalog} seat={seat} />
        {conquestGoal(view) !== null && (
          <bdi className="cp" title={t("sc.cp")}>
            ★ {p.cp}
          </bdi>
        )}
      </header>
      <dl className="facts">
        <dt>{t("sc.workers")}</dt>
        <dd>
          {t("sc.workersPool", { pool: p.workerPool ?? "?" })}
          {p.workersUnavailable ? t("sc.workersUnavailable", { count: p.workersUnavailable }) : ""}
        </dd>
        <dt>{t("sc.forces")}</dt>
        <dd>{t("sc.forcesText", { units, bases, transports })}</dd>
        {view.ordersPlaced && (
          <>
            <dt>{t("sc.orders")}</dt>
            <dd>{t("sc.ordersPlaced", { count: view.ordersPlaced[seat] ?? 0 })}</dd>
          </>
        )}
        <dt>{t("sc.buildings")}</dt>
        <dd>
          {buildings.length ? buildings.map(([track, l]) => trackWords(track, l)).join(", ") : t("sc.none")}
        </dd>
        <dt>{t("sc.modules")}</dt>
        <dd>
          {modules.length
            ? modules.map(([m, n]) => (
                <span key={m} className="module-chip">
                  <ModulePiece seat={seat} kind={m} /> {moduleWords(m, t)} ×{n}{" "}
                  {catalog.provisionalReasons?.[m] && (
                    <ProvisionalMark reason={catalog.provisionalReasons[m]} />
                  )}
                </span>
              ))
            : t("sc.none")}
          {faction?.moduleSlots !== undefined && (
            <span className="muted">{t("sc.slots", { count: faction.moduleSlots })}</span>
          )}
        </dd>
        {view.broodWar && (
          <>
            <dt>{t("sc.specialPool")}</dt>
            <dd>
              {t("sc.specialPoolText", {
                count: view.broodWar.pools[seat]?.length ?? 0,
                max: (p.modules as Record<string, number> | undefined)?.research ?? 0,
              })}
            </dd>
            <dt>{t("sc.guards")}</dt>
            <dd>
              {view.broodWar.guards
                .filter((g) => g.owner === seat)
                .map((g) => areaName(catalog, g.area, t))
                .join(", ") || t("sc.none")}
            </dd>
          </>
        )}
        {(p.techs?.length ?? 0) > 0 && (
          <>
            <dt>{t("sc.techs")}</dt>
            <dd className="tech-cards">
              {p.techs!.map((tech) => (
                <CardFace key={tech} catalog={catalog} id={tech} as="tech" />
              ))}
            </dd>
          </>
        )}
        {tokenSources.length > 0 && (
          <>
            <dt>{t("sc.resourceTokens")}</dt>
            <dd>
              {tokenSources
                .map((kind) =>
                  kind === "minerals"
                    ? t("sc.tokenMinerals", { count: tokens[kind] })
                    : t("sc.tokenGas", { count: tokens[kind] }),
                )
                .join(", ")}
            </dd>
          </>
        )}
        <dt>{t("sc.events")}</dt>
        <dd>
          {t("sc.faceDown", { count: countOf(p.events as unknown[] | number | undefined) })}
          {(p.eventsInPlay?.length ?? 0) > 0 && (
            <>
              {t("sc.inPlay")}
              {p.eventsInPlay!.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: The End Draws Near may lie twice
                <span key={`${e}-${i}`} className="event-in-play" title={eventText(t, e) ?? ""}>
                  {i > 0 ? ", " : ""}
                  {catalog.events?.[e]?.name ?? e}
                </span>
              ))}
            </>
          )}
        </dd>
      </dl>
      <LeadershipPanel view={view} catalog={catalog} seat={seat} />
      <div className="resource-cards">
        <h4>{t("sc.resourceCards")}</h4>
        <ul>
          {me &&
            permanent.map((src) => (
              <li key={src}>
                <ResourceButton
                  k={key.resource(src)}
                  live={live}
                  click={click}
                  text={`${src === "permanent-minerals" ? t("sc.permanentMinerals") : t("sc.permanentGas")}${
                    p.permanentUsed
                      ? t("sc.workersOn", {
                          count: p.permanentUsed[src === "permanent-minerals" ? "minerals" : "gas"],
                        })
                      : ""
                  }`}
                />
              </li>
            ))}
          {me &&
            tokenSources.map((kind) => (
              <li key={`token-${kind}`}>
                <ResourceButton
                  k={key.resource(`token-${kind}`)}
                  live={live}
                  click={click}
                  text={
                    kind === "minerals"
                      ? t("sc.mineralTokens", { count: tokens[kind] })
                      : t("sc.gasTokens", { count: tokens[kind] })
                  }
                />
              </li>
            ))}
          {cards.map(([area, r]) => (
            <li key={area} className={`depletion-${r.depletion}`}>
              <ResourceButton
                k={key.resource(area)}
                live={live}
                click={click}
                text={`${areaName(catalog, area, t)}${t("sc.workersOn", { count: r.workers })}${
                  r.depletion === 1 ? t("sc.partiallyDepleted") : r.depletion === 2 ? t("sc.depleted") : ""
                }`}
              />
            </li>
          ))}
          {!me && cards.length === 0 && <li className="muted">{t("sc.none")}</li>}
        </ul>
      </div>
      {me && heldEvents.length > 0 && (
        <div className="events-held">
          <h4>{t("sc.yourEvents")}</h4>
          <ul className="cards">
            {heldEvents.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two copies of one event are allowed
              <li key={`${e}-${i}`}>
                <button
                  type="button"
                  className="card event-card"
                  disabled={!live(key.card(e))}
                  onClick={() => click(key.card(e))}
                  data-key={key.card(e)}
                >
                  <EventCardText catalog={catalog} id={e} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="hand">
        <h4 data-testid={`hand-count-${seat}`}>
          {t("sc.hand", { count: hand ? hand.length : handCount })}
          {inBattle ? t("sc.inBattle") : ""}
        </h4>
        {hand && me ? (
          <ul className="cards">
            {hand.map((c, i) =>
              c === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: hidden cards have no identity
                <li key={i} className="card hidden-card">
                  {t("sc.faceDownCard")}
                </li>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: duplicates of a card are allowed
                <li key={`${c}-${i}`}>
                  <button
                    type="button"
                    className="card-button"
                    disabled={!live(key.card(c))}
                    onClick={() => click(key.card(c))}
                    aria-label={`${c.startsWith("?") ? t("sc.faceDownEvent") : cardTitle(catalog, c, t)}${catalog.cards?.[c] ? ` ${cardValues(catalog, c, t)}` : ""}`}
                  >
                    <CardFace catalog={catalog} id={c} />
                  </button>
                </li>
              ),
            )}
          </ul>
        ) : (
          <p className="muted">{t("sc.handHidden", { count: handCount })}</p>
        )}
      </div>
    </section>
  );
}

/** An event card's name, stage and what it does (marked when the card's text is our reading). */
function EventCardText({ catalog, id }: { catalog: ScCatalog; id: string }) {
  const e = catalog.events?.[id];
  const t = useT();
  return (
    <>
      <strong>{e?.name ?? cardTitle(catalog, id, t)}</strong>
      {e && (
        <span className="muted">
          {" "}
          · {t("sc.stage", { stage: ["", "I", "II", "III"][e.stage] ?? e.stage })}
        </span>
      )}
      {e && eventText(t, id) && <span className="event-text"> — {eventText(t, id)}</span>}
      {e?.provisional &&
        (catalog.provisionalReasons?.[id] ? (
          <>
            {" "}
            <ProvisionalMark reason={catalog.provisionalReasons[id]} />
          </>
        ) : (
          <span className="muted" title={t("sc.provisionalTitle")}>
            {" "}
            {t("sc.provisional")}
          </span>
        ))}
    </>
  );
}

function ResourceButton({
  k,
  text,
  live,
  click,
}: {
  k: string;
  text: string;
  live(k: string): boolean;
  click(k: string): void;
}) {
  const on = live(k);
  return on ? (
    <button type="button" className="resource-button target" onClick={() => click(k)} data-key={k}>
      ⚒ {text}
    </button>
  ) : (
    <span data-key={k}>{text}</span>
  );
}
