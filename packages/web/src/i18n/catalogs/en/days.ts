/**
 * English: the generic shell for games played over days (issue 35): unavailable choices with
 * their reasons, the full history, battle reveals, invitations first, help.
 */
export const days = {
  "days.unavailable.title": "Not possible now",
  "days.unavailable.because": "Why not: {reason}",
  "days.history.since": "Since your last visit",
  "days.history.newCount": "{count, plural, one {# new} other {# new}}",
  "days.history.earlier": "Show earlier entries",
  "days.history.loading": "Loading…",
  "error.order-pool-full":
    "Your Special Order Pool is full: a gold order revealed now can only become an event draw",
  "error.build-nothing-possible":
    "Nothing could be built there now: a Build order there can only become an event draw",
  "days.battle.title": "Battle",
  "days.battle.close": "Close the battle summary",
  "days.battle.skirmish": "Skirmish {n}",
  "days.battle.numbers": "attack {attack} · health {health}",
  "days.battle.show": "Show the battle",
  "days.sc.goldOrder": "Gold {order} order",
  "days.sc.priced": "{what} ({minerals} minerals, {gas} gas)",
  "days.sc.execute": "Execute the {order} order on {planet}",
  "days.warn.title": "This can only become an event draw:",
  "days.warn.confirm": "Place it anyway",
  "days.warn.cancel": "Cancel",
  "days.warn.mark": "only an event draw now",
  "days.bot.random": "random",
  "days.bot.heuristic": "heuristic",
  "days.bot.mcts": "MCTS",
} as const;
