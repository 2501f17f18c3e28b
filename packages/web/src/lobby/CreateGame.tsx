/**
 * Create a game: ruleset, player count, each seat human (a friend by invitation link, or
 * you) or a bot of a chosen kind and strength, plus ruleset options (StarCraft factions).
 * Every human seat's token is remembered in this browser so the creator can share the links.
 */
import { useEffect, useState } from "react";
import { api } from "../api/client";
import { rememberSeat } from "../api/tokens";
import type { BotKind, BotStrength, RulesetInfo, SeatRequest } from "../api/types";
import { toRefusal } from "../api/useGame";
import { RULESET_TITLES } from "../boards/registry";
import {
  DEFAULT_ECLIPSE_OPTIONS,
  type EclipseLobbyOptions,
  EclipseOptionsForm,
  eclipseOptionsFor,
} from "../eclipse/CreateOptions";
import { RefusalBanner } from "../game/RefusalBanner";
import { type MessageKey, rulesetTitle, useT } from "../i18n";
import { navigate } from "../router";
import {
  DEFAULT_SC_OPTIONS,
  type StarcraftLobbyOptions,
  StarcraftOptionsForm,
  starcraftOptionsFor,
} from "../starcraft/CreateOptions";
import {
  DEFAULT_LITE_OPTIONS,
  type LiteLobbyOptions,
  LiteOptionsForm,
  liteOptionsFor,
} from "../starcraft-lite/CreateOptions";
import { ClockChoice, type ClockPreset, clockFor, type TimeoutChoice } from "./ClockChoice";

interface SeatForm {
  kind: "human" | "bot";
  name: string;
  bot: BotKind;
  strength: BotStrength;
}

// The named levels first (each ruleset's bot and thinking time), then the bots themselves.
const BOTS: { id: BotKind; label: MessageKey }[] = [
  { id: "easy", label: "create.level.easy" },
  { id: "normal", label: "create.level.normal" },
  { id: "hard", label: "create.level.hard" },
  { id: "expert", label: "create.level.expert" },
  { id: "random", label: "create.bot.random" },
  { id: "heuristic", label: "create.bot.heuristic" },
  { id: "mcts", label: "create.bot.mcts" },
];

const LEVELS: readonly BotKind[] = ["easy", "normal", "hard", "expert"];

function defaultSeat(i: number): SeatForm {
  return i === 0
    ? { kind: "human", name: "", bot: "normal", strength: "normal" }
    : { kind: "bot", name: "", bot: "normal", strength: "normal" };
}

export function CreateGame({ rulesets }: { rulesets: RulesetInfo[] }) {
  const [rulesetId, setRulesetId] = useState("");
  const ruleset = rulesets.find((r) => r.id === rulesetId) ?? rulesets[0];
  const [players, setPlayers] = useState(2);
  const [seats, setSeats] = useState<SeatForm[]>([defaultSeat(0), defaultSeat(1)]);
  const [scOptions, setScOptions] = useState<StarcraftLobbyOptions>(DEFAULT_SC_OPTIONS);
  const [liteOptions, setLiteOptions] = useState<LiteLobbyOptions>(DEFAULT_LITE_OPTIONS);
  const [ecOptions, setEcOptions] = useState<EclipseLobbyOptions>(DEFAULT_ECLIPSE_OPTIONS);
  const [seed, setSeed] = useState("");
  const [clock, setClock] = useState<{ preset: ClockPreset; onTimeout: TimeoutChoice }>({
    preset: "none",
    onTimeout: "bot",
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toRefusal> | null>(null);
  const t = useT();

  useEffect(() => {
    if (!rulesetId && rulesets.length) {
      setRulesetId(rulesets.find((r) => r.id === "starcraft")?.id ?? rulesets[0].id);
    }
  }, [rulesets, rulesetId]);

  useEffect(() => {
    if (!ruleset) return;
    const n = Math.min(Math.max(players, ruleset.minPlayers), ruleset.maxPlayers);
    if (n !== players) setPlayers(n);
    setSeats((old) => Array.from({ length: n }, (_, i) => old[i] ?? defaultSeat(i)));
  }, [ruleset, players]);

  if (!ruleset) return <p className="muted">{t("create.noRuleset")}</p>;

  const update = (i: number, patch: Partial<SeatForm>) =>
    setSeats((old) => old.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const seatReqs: SeatRequest[] = seats.map((s) =>
        s.kind === "human"
          ? { kind: "human", ...(s.name.trim() ? { name: s.name.trim() } : {}) }
          : { kind: "bot", bot: s.bot, strength: s.strength },
      );
      const options =
        ruleset.id === "starcraft"
          ? starcraftOptionsFor(players, scOptions)
          : ruleset.id === "starcraft-lite"
            ? liteOptionsFor(players, liteOptions)
            : ruleset.id === "eclipse"
              ? eclipseOptionsFor(players, ecOptions)
              : undefined;
      const chosenClock = clockFor(clock.preset, clock.onTimeout, ruleset.forfeit === true);
      const res = await api.createGame({
        ruleset: ruleset.id,
        players,
        seats: seatReqs,
        ...(options ? { options } : {}),
        ...(seed.trim() ? { seed: seed.trim() } : {}),
        ...(chosenClock ? { clock: chosenClock } : {}),
      });
      const humans = res.seats.filter((s) => s.token);
      for (const s of [...humans].reverse()) {
        rememberSeat({
          gameId: res.gameId,
          seat: s.seat,
          token: s.token!,
          name: s.name,
          ruleset: ruleset.id,
        });
      }
      const mine = humans[0];
      navigate(
        mine
          ? `/play/${encodeURIComponent(res.gameId)}?token=${encodeURIComponent(mine.token!)}`
          : `/watch/${encodeURIComponent(res.gameId)}`,
      );
    } catch (err) {
      setError(toRefusal(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="create-game"
      aria-label={t("create.label")}
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h2>{t("create.title")}</h2>
      <div className="row">
        <label>
          {t("create.game")}{" "}
          <select value={ruleset.id} onChange={(e) => setRulesetId(e.target.value)} name="ruleset">
            {rulesets.map((r) => (
              <option key={r.id} value={r.id}>
                {rulesetTitle(t, r.id, RULESET_TITLES[r.id] ?? r.id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("create.players")}{" "}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} name="players">
            {Array.from(
              { length: ruleset.maxPlayers - ruleset.minPlayers + 1 },
              (_, i) => ruleset.minPlayers + i,
            ).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("create.seed")}{" "}
          <input
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            placeholder={t("create.seedPlaceholder")}
            size={10}
          />
        </label>
      </div>
      {ruleset.id === "starcraft" && (
        <StarcraftOptionsForm value={scOptions} onChange={setScOptions} players={players} />
      )}
      {ruleset.id === "starcraft-lite" && <LiteOptionsForm value={liteOptions} onChange={setLiteOptions} />}
      {ruleset.id === "eclipse" && (
        <EclipseOptionsForm players={players} value={ecOptions} onChange={setEcOptions} />
      )}
      <ClockChoice
        forfeit={ruleset.forfeit === true}
        preset={clock.preset}
        onTimeout={clock.onTimeout}
        onChange={(preset, onTimeout) => setClock({ preset, onTimeout })}
      />
      <table className="seats">
        <thead>
          <tr>
            <th>{t("create.seat")}</th>
            <th>{t("create.who")}</th>
            <th>{t("create.nameOrBot")}</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            <tr key={i} data-seat={i}>
              <td>{i + 1}</td>
              <td>
                <select
                  aria-label={t("create.seatKind", { seat: i + 1 })}
                  value={s.kind}
                  onChange={(e) => update(i, { kind: e.target.value as SeatForm["kind"] })}
                >
                  <option value="human">{t("create.human")}</option>
                  <option value="bot">{t("create.bot")}</option>
                </select>
              </td>
              <td>
                {s.kind === "human" ? (
                  <input
                    aria-label={t("create.seatName", { seat: i + 1 })}
                    value={s.name}
                    placeholder={i === 0 ? t("create.yourName") : t("create.friend")}
                    onChange={(e) => update(i, { name: e.target.value })}
                  />
                ) : (
                  <span className="bot-choice">
                    <select
                      aria-label={t("create.seatBot", { seat: i + 1 })}
                      value={s.bot}
                      onChange={(e) => update(i, { bot: e.target.value as BotKind })}
                    >
                      {BOTS.map((b) => (
                        <option key={b.id} value={b.id}>
                          {t(b.label)}
                        </option>
                      ))}
                    </select>
                    {/* A level sets its own thinking time: the strength is for the bots themselves. */}
                    {!LEVELS.includes(s.bot) && (
                      <select
                        aria-label={t("create.seatStrength", { seat: i + 1 })}
                        value={String(s.strength)}
                        onChange={(e) => update(i, { strength: e.target.value as BotStrength })}
                      >
                        <option value="easy">{t("create.strength.easy")}</option>
                        <option value="normal">{t("create.strength.normal")}</option>
                        <option value="hard">{t("create.strength.hard")}</option>
                      </select>
                    )}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && <RefusalBanner refusal={error} onClose={() => setError(null)} />}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t("create.creating") : t("create.submit")}
      </button>
    </form>
  );
}
