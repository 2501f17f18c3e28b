/** StarCraft's UI plug-in: the galaxy board, the player panels, plain-words actions. */
import type { RulesetUi } from "../game/boardTypes";
import { englishT } from "../i18n";
import { BattleReveal, endsBattle } from "./BattleReveal";
import { ChoiceCost } from "./ChoiceCost";
import { currentCatalog, expansionsKey, preloadScCatalog } from "./catalog";
import { describeScAction } from "./describe";
import { scActionGroup } from "./groups";
import { describeLeadershipAction, leadershipLogText } from "./leadershipWords";
import { scLogText } from "./logWords";
import { SeatSwatch } from "./Markers";
import { conquestGoal } from "./ModeRules";
import { StarcraftPanels } from "./Panels";
import { scPromptText } from "./prompts";
import { StarcraftBoard } from "./StarcraftBoard";
import { withStory } from "./storyWords";
import { scUnavailableText, scWarnFor } from "./unavailableWords";
import { isScView } from "./viewTypes";

export const starcraftUi: RulesetUi = {
  id: "starcraft",
  title: "StarCraft: The Board Game",
  Board: StarcraftBoard,
  Panels: StarcraftPanels,
  ChoiceExtra: ChoiceCost,
  prepare: preloadScCatalog,
  contentKey: expansionsKey,
  describe: (a, view, _seat, t) =>
    // Brood War Leadership and hero actions have their own words (leadershipWords.ts).
    describeLeadershipAction(a, isScView(view) ? view : null, currentCatalog(view), t ?? englishT) ??
    describeScAction(a, view, t),
  logText: (entry, view, t, lang, nameOf) => {
    const v = isScView(view) ? view : null;
    const c = currentCatalog(view);
    // A Leadership line replaces the server's words in every language: its story follows in them.
    const lead = leadershipLogText(entry, v, c, t ?? englishT);
    if (lead !== null) return typeof entry === "object" ? withStory(lead, entry.story, v, c, t) : lead;
    return scLogText(entry, v, c, t, !lang || lang === "en", nameOf);
  },
  promptText: (decision, t) => scPromptText(decision, t),
  isReveal: endsBattle,
  unavailableText: scUnavailableText,
  warnFor: scWarnFor,
  Reveal: BattleReveal,
  actionGroup: (type, t) => scActionGroup(type, t),
  SeatMark: ({ seat }) => SeatSwatch({ seat, size: 14 }),
  // Galactic Conquest and the Survival modes have no conquest points: no scores to show or chart.
  scores: (view) => (isScView(view) && conquestGoal(view) !== null ? view.players.map((p) => p.cp) : null),
  round: (view) => (isScView(view) ? (view.round ?? null) : null),
  seatName: (view, seat) => {
    if (!isScView(view)) return null;
    const f = view.players[seat]?.faction;
    if (!f) return null;
    return currentCatalog(view)?.factions[f]?.name ?? f;
  },
};
