/** Eclipse diplomacy (E-P2, E-C14): proposing, answering, relations formed and broken. */
export const eclipseDiplomacy = {
  "ec.do.diplomacy-propose": "Propose relations to {seat} (your ambassador with a {resource} cube)",
  "ec.do.diplomacy-accept": "Accept the relations (your ambassador with a {resource} cube)",
  "ec.do.diplomacy-decline": "Decline the relations",
  "ec.story.relations-formed": "{seat} and {partner} exchange ambassadors",
  "ec.story.relations-broken":
    "{seat} break relations with {partner}: the ambassadors go home and {seat} take the Traitor card",
  "error.diplomacy-already": "You already have relations with that player (E-P2)",
  "error.diplomacy-asked": "You already proposed relations to that player this round (E-P2)",
  "error.diplomacy-no-ambassador": "An ambassador is missing: all three are already out (E-P2)",
  "error.diplomacy-no-cube": "An ambassador needs a population cube from a track (E-P2)",
  "error.diplomacy-no-partner": "Choose another player (E-P2)",
  "error.diplomacy-no-room": "A reputation track has no free slot for an ambassador (E-P2)",
  "error.diplomacy-not-neighbours":
    "Relations need a hex of each of you, adjacent and joined by a full wormhole, with discs and without ships (E-P2)",
  "error.diplomacy-not-now": "Relations are proposed in your own turn (E-P2)",
  "ec.prompt.diplomacy": "Accept or decline the relations offered",
  "ec.group.diplomacy": "Diplomacy",
} as const;
