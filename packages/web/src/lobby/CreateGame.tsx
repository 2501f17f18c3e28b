/**
 * Create a game: ruleset, player count, each seat human (a friend by invitation link, or
 * you) or a bot of a chosen kind and strength, plus ruleset options (StarCraft factions).
 * Every human seat's token is remembered in this browser so the creator can share the links.
 * A human seat may be marked "at this device": with two or more so marked, the game opens on the
 * pass-and-play page (/hotseat/<id>), which holds those seats; the others get invitation links.
 */
import { useEffect, useState } from "react";
import { api } from "../api/client";
import { rememberSeat } from "../api/tokens";
import type { BotKind, BotStrength, RulesetInfo, SeatRequest } from "../api/types";
import { toRefusal } from "../api/useGame";
import { RULESET_TITLES } from "../boards/registry";
import { RefusalBanner } from "../game/RefusalBanner";
import "../hotseat/hotseat.css";
import { type MessageKey, rulesetTitle, useT } from "../i18n";
import { navigate } from "../router";
import { ClockChoice, type ClockPreset, clockFor, type TimeoutChoice } from "./ClockChoice";
import { useRulesetOptions } from "./useRulesetOptions";

interface SeatForm {
  kind: "human" | "bot";
  name: string;
  bot: BotKind;
  strength: BotStrength;
  /** Pass-and-play: this person plays at this device (the creator's own seat, by default). */
  here: boolean;
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
    ? { kind: "human", name: "", bot: "normal", strength: "normal", here: true }
    : { kind: "bot", name: "", bot: "normal", strength: "normal", here: false };
}

export function CreateGame({ rulesets }: { rulesets: RulesetInfo[] }) {
  const [rulesetId, setRulesetId] = useState("");
  const ruleset = rulesets.find((r) => r.id === rulesetId) ?? rulesets[0];
  const [players, setPlayers] = useState(2);
  const [seats, setSeats] = useState<SeatForm[]>([defaultSeat(0), defaultSeat(1)]);
  const rulesetOptions = useRulesetOptions(ruleset?.id);
  const [seed, setSeed] = useState("");
  // Listed publicly: the human seats after the creator's are left open for the open tables.
  const [listed, setListed] = useState(false);
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
      const seatReqs: SeatRequest[] = seats.map((s, i) =>
        s.kind === "human"
          ? listed && i > 0 && !s.here
            ? { kind: "human", open: true }
            : { kind: "human", ...(s.name.trim() ? { name: s.name.trim() } : {}) }
          : { kind: "bot", bot: s.bot, strength: s.strength },
      );
      const options = rulesetOptions.build(players);
      const chosenClock = clockFor(clock.preset, clock.onTimeout, ruleset.forfeit === true);
      const res = await api.createGame({
        ruleset: ruleset.id,
        players,
        seats: seatReqs,
        listed,
        ...(options ? { options } : {}),
        ...(seed.trim() ? { seed: seed.trim() } : {}),
        ...(chosenClock ? { clock: chosenClock } : {}),
      });
      const humans = res.seats.filter((s) => s.token);
      const local = humans.filter((s) => seats[s.seat]?.here);
      const hotSeat = local.length >= 2;
      for (const s of [...humans].reverse()) {
        rememberSeat({
          gameId: res.gameId,
          seat: s.seat,
          token: s.token!,
          name: s.name,
          ruleset: ruleset.id,
          ...(hotSeat && local.includes(s) ? { atThisDevice: true } : {}),
        });
      }
      const mine = local[0];
      navigate(
        hotSeat
          ? `/hotseat/${encodeURIComponent(res.gameId)}`
          : mine
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
      {rulesetOptions.form(players)}
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
                  <span className="human-choice">
                    {listed && i > 0 && !s.here ? (
                      <span className="muted">{t("create.openSeat")}</span>
                    ) : (
                      <input
                        aria-label={t("create.seatName", { seat: i + 1 })}
                        value={s.name}
                        placeholder={i === 0 ? t("create.yourName") : t("create.friend")}
                        onChange={(e) => update(i, { name: e.target.value })}
                      />
                    )}
                    <label className="at-this-device">
                      <input
                        type="checkbox"
                        aria-label={t("hotseat.atThisDeviceLabel", { seat: i + 1 })}
                        checked={s.here}
                        onChange={(e) => update(i, { here: e.target.checked })}
                      />{" "}
                      {t("hotseat.atThisDevice")}
                    </label>
                  </span>
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
      <label className="listed">
        <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} />{" "}
        {t("create.listed")}
        <span className="muted small">{t("create.listedHint")}</span>
      </label>
      {error && <RefusalBanner refusal={error} onClose={() => setError(null)} />}
      <button type="submit" className="primary" disabled={busy || !rulesetOptions.ready}>
        {busy ? t("create.creating") : t("create.submit")}
      </button>
    </form>
  );
}
