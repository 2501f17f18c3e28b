/**
 * English: why a StarCraft content-pack record is provisional (the mark's tooltip), one key per
 * distinct reason of the core and Brood War packs (units, modules, combat, technology and event
 * cards, planets, Leadership cards, heroes). The value is the pack's own `provisionalReason`: the
 * table finds a record's key by its reason (`starcraft/provisionalWords.ts`), so a reason the
 * pack changes has no key until the catalogs follow it (`provisionalWords.test.ts` fails).
 */
export const provisional = {
  "prov.terran-ghost":
    "Cost conflict: R gives 1 mineral + 1 gas; the SCBW Reference OCR shows a single figure 2.",
  "prov.zerg-scourge":
    "Conflicts: gas cost 1 (W, core data) vs 2 (R, SCBW Reference); support 0 (W), 1 (R) or none (SR).",
  "prov.supply":
    "Cost 1 mineral from W only; Protoss owns 7 module tokens in all but their split is unknown (3 Supply assumed).",
  "prov.terran-combat-04":
    "Core card removed by Brood War; its pictured units and values are in no reachable source. Placeholder built from the unit value ranges.",
  "prov.protoss-combat-13": "The source says splash damage without its target type; 'any' is assumed.",
  "prov.protoss-combat-14":
    "The source says the Archon has splash damage without its target type; 'any' is assumed.",
  "prov.zerg-combat-10":
    "Core Scourge card (#10-12): the FAQ errata gives its effect (the Scourge dies and takes a flying front-line enemy with it), but its values are unknown; placeholders from the Brood War Scourge cards.",
  "prov.terran-stim-packs":
    "Cost decoded from the garbled SCBW Reference sheet (minerals then gas; inferred); copies unknown (3 assumed); minor values unknown.",
  "prov.terran-bunker":
    "Cost not printed in any reachable source; units inferred (infantry: makes Marine 2, Firebat 2, Ghost 4 technologies); +2 health assumed; copies assumed 2.",
  "prov.terran-nuke":
    "Cost decoded from the garbled SCBW Reference sheet (minerals then gas; inferred); effect text not recovered (a strike if the Ghost is not destroyed is assumed); copies unknown.",
  "prov.terran-lockdown":
    "Cost not printed in any reachable source (sheet shows at least 1); exact effect unknown (aimed at mechanical units).",
  "prov.terran-cloaking-field": "Cost not printed in any reachable source (sheet shows 2); copies unknown.",
  "prov.terran-spider-mines":
    "Cost and copies are official (rulebook example), but the card's values and its splash text are only read from the garbled reference sheet.",
  "prov.terran-siege-mode":
    "Cost not printed in any reachable source; values from the reference sheet's unnamed Siege Tank technology row (9/8); no core ability known.",
  "prov.terran-irradiate":
    "Cost not printed in any reachable source; copies unknown; only its splash damage is known.",
  "prov.terran-emp-shockwave":
    "Cost not printed in any reachable source; unit (Science Vessel) and copies inferred; known to cancel cards such as Feedback.",
  "prov.terran-vessel-research":
    "Name unknown: the third Science Vessel technology. Name, cost, copies and effect are placeholders.",
  "prov.terran-battlecruiser-weapons":
    "Name unknown: the Battlecruiser's one technology. Name, cost, copies and effect are placeholders.",
  "prov.protoss-singularity-charge":
    "Cost not printed in any reachable source (sheet shows 1); copies unknown; +1/+1 split inferred.",
  "prov.protoss-psionic-storm":
    "Cost decoded from the garbled SCBW Reference sheet (minerals then gas; inferred); copies unknown.",
  "prov.protoss-increased-reaver-capacity":
    "Cost not printed in any reachable source; copies (3) from the Brood War removal list; values from the reference sheet (9/8).",
  "prov.protoss-stasis-field":
    "Cost not printed in any reachable source; copies unknown; known only to change combat values.",
  "prov.protoss-arbiter-cloaking":
    "Name unknown: the third Arbiter technology (forum: an Arbiter can give cloaking). Name, cost, copies and effect are placeholders.",
  "prov.protoss-carrier-interceptors":
    "Name unknown: the Carrier's one technology. Name, cost, copies and effect are placeholders.",
  "prov.zerg-burrow":
    "Cost not printed in any reachable source (sheet shows 1); copies unknown; 0 attack / 6 health read from the sheet.",
  "prov.zerg-chitinous-plating":
    "Cost decoded from the garbled SCBW Reference sheet (minerals then gas; inferred); copies unknown; values 8/10 read from the sheet; minor values assumed.",
  "prov.zerg-ensnare":
    "Cost not printed in any reachable source (sheet shows 1); copies unknown; effect decoded from shorthand.",
  "prov.zerg-plague":
    "Cost decoded from the garbled SCBW Reference sheet (minerals then gas; inferred); copies unknown; its automatic effect is not recovered (+2 attack assumed).",
  "prov.zerg-dark-swarm":
    "Cost not printed in any reachable source (sheet shows 2); copies (2) from the Brood War removal list.",
  "prov.zerg-improved-flyer-attack":
    "Cost not printed in any reachable source; units and effect unknown (Zerg flyers, +1 attack assumed); copies (2) from the Brood War removal list.",
  "prov.terran-charon-boosters":
    "Cost decoded from the garbled SCBW Reference sheet (minerals then gas; inferred); copies unknown; one-shot reading inferred.",
  "prov.protoss-leg-enhancements":
    "Cost decoded from the garbled SCBW Reference sheet (minerals then gas; inferred); copies unknown; core or Brood War unknown.",
  "prov.protoss-summon-archon":
    "Cost not printed in any reachable source (sheet shows 1); copies (1) from the Brood War removal list.",
  "prov.protoss-recall":
    "Cost not printed in any reachable source; copies and placement unknown; effect from the FAQ ruling (one unit to one Arbiter area).",
  "prov.zerg-metabolic-boost":
    "Cost not printed in any reachable source (sheet shows 2); copies (1) from the Brood War removal list; effect confirmed.",
  "prov.zerg-parasite":
    "Cost not printed in any reachable source (sheet shows 2); copies unknown; 'opponent reveals' read as the combat hand.",
  "prov.zerg-consume":
    "Cost not printed in any reachable source (sheet shows 1); copies unknown; one-shot reading inferred.",
  "prov.zerg-guardian-aspect":
    "Cost not printed in any reachable source; copies (1) from the Brood War removal list.",
  "prov.orbital-construction-yard":
    "Effect known from a play report (build a module at a reduced cost); name, discount and copies unknown.",
  "prov.shifting-routes":
    "Effect known from two play reports and the FAQ (move a z-axis route); name and copies unknown.",
  "prov.stellar-maelstrom":
    "Adapted from the StarCraft Lite variant's event list to base-game terms; the real card list of the core Event deck is unknown.",
  "prov.industrial-strategy":
    "Exact card text, stage and copies unknown (the name is known only from the FAQ); the behaviour follows the FAQ ruling that it may be used only once per Regrouping Phase, modelled as a strategy that gives an extra event. Replaces the adapted card 'Base Development' so the deck keeps its shape.",
  "prov.reinforcements":
    "Name, stage and effect (place listed units in a friendly or empty area) are known from a forum thread; the listed units and copies are not (Lite's Stage 2 list used).",
  "prov.flawless-defense-plan":
    "Name known; a defensive health bonus that does not stack with a guard token; the +2 value, stage and copies are inferred.",
  "prov.cease-fire":
    "Effect known from a forum thread (the defender cancels a battle before cards are drawn); name, stage and copies unknown.",
  "prov.intercepted-transmissions":
    "Effect known (opponent places combat cards first and face up); name, stage and copies unknown.",
  "prov.informant":
    "Exact card text, stage and copies unknown (the name is known only from the FAQ); the card facts could not even confirm it is a StarCraft card. Behaviour read from the FAQ ruling on Versatile Strategy ('if stolen via Informant'): it takes another player's held event. Replaces the adapted card 'Prototype Unit' so the deck keeps its shape.",
  "prov.versatile-strategy":
    "Exact card text, stage and copies unknown (the name is known only from the FAQ); behaviour from the FAQ ruling that, stolen via Informant, it lets the stealing player play a second Event card that phase. Replaces the adapted card 'Seismic Upheaval' so the deck keeps its shape.",
  "prov.the-end-draws-near":
    "Copies, stage and game-ending rule are known; each copy also gives one bonus (an extra card or an extra conquest point per an FAQ paraphrase) and which one is unknown.",
  "prov.retreat":
    "Name and effect come from the FAQ (section 7) and a forum thread (https://ffg-forum-archive.entropicdreams.com/topic/35355-question-about-retreat-event-card/); stage and copies are unknown. Reading that an event the attacker already used at the start of that battle is spent is ours.",
  "prov.tarsonis":
    "Unit limits conflict: R gives the mineral area limit 4 and the gas area limit 3; W gives 3 and 4.",
  "prov.protoss-dark-archon":
    "Resource cost and the number of Dark Templar consumed are unknown; 0 minerals + 2 gas and two Dark Templar mirror the Archon.",
  "prov.protoss-corsair":
    "Cost confirmed, but only R places it on the Brood War Robotics Facility I token (unverified).",
  "prov.zerg-devourer":
    "Only R describes it (made from a Mutalisk); the enabling technology's name is unknown.",
  "prov.zerg-infested-terran": "Support value unknown (1 assumed).",
  "prov.terran-combat-bw-01":
    "The source tags this reinforcement 'useWorker' (some worker condition) that is not recovered; only +1 health is encoded.",
  "prov.terran-combat-bw-06":
    "Which two of the fifteen non-Valkyrie Brood War-era Terran cards are new in Brood War is unknown; this one is assumed new (the last two in the source, as for Protoss).",
  "prov.protoss-combat-bw-04":
    "Brood War adds five Protoss cards; four picture Brood War units, the fifth is assumed to be this third shields reinforcement (the source's last cards are the appended ones).",
  "prov.terran-heal":
    "Cost not printed in any reachable source (sheet shows 1); copies unknown; +2 read as health.",
  "prov.terran-optical-flare":
    "Cost not printed in any reachable source (sheet shows 1); effect decoded from shorthand.",
  "prov.protoss-mind-control":
    "Cost decoded from the garbled SCBW Reference sheet (minerals then gas; inferred); one copy per the sheet.",
  "prov.protoss-feedback":
    "Cost not printed in any reachable source (sheet shows 1); copies unknown; effect text not recovered.",
  "prov.zerg-kerrigan-psionic-storm":
    "Kerrigan's Psionic Storm card: only its existence is known (moved to the Combat deck by her Leadership card).",
  "prov.zerg-kerrigan-cloaking":
    "Kerrigan's Cloaking card: only its existence is known (moved to the Combat deck by her Leadership card).",
  "prov.protoss-summon-dark-archon":
    "Cost not printed in any reachable source (sheet shows 1); copies unknown.",
  "prov.protoss-maelstrom":
    "Cost not printed in any reachable source (sheet shows 1); copies unknown; defensive reading from two weak sources.",
  "prov.zerg-devourer-aspect":
    "Name unknown: the technology that makes Devourers from Mutalisks (per R). Name, cost and copies are placeholders.",
  "prov.subtle-planning":
    "Name and stage known (a Leadership-related Brood War event); its text is unknown, the effect is a placeholder.",
  "prov.supply-cache":
    "Brood War has events that hand out resource tokens; name, stage and amounts are placeholders.",
  "prov.guarded-position": "Name and effect are placeholders for an unknown Brood War Stage II event.",
  "prov.erebus-station":
    "R marks one area 'special' with value 1; reading it as a strategic (gold hex) area with no conquest points is inferred.",
  "prov.moria":
    "U says Moria has five areas; R models only four (one flying gas area that also gives 1 CP). The fifth area is unknown.",
  "prov.overmind-teeming-spawn":
    "One source: the Build is read as a normal (silver) Build on a planet where a Build can do something, carried out in the choose step.",
  "prov.mengsk-the-sons-of-korhal":
    "Whether the Star order as a special order uses the Special Order Pool is not stated (read: yes).",
  "prov.mengsk-scorched-earth-policy":
    "One source: the Battlecruisers' Collateral Damage counts a front-line Battlecruiser not destroyed in the battle.",
  "prov.raynor-storage-facilities":
    "The source's wording is garbled: resources for idle workers, up to 3, is a reading.",
  "prov.raynor-covert-operations":
    "One source: a reserve Ghost joining a Mobilize is read as moving into an area of the active planet where his units could move.",
  "prov.raynor-make-do-with-little":
    "The source's wording is garbled: only the free worker or transport per Build order is encoded.",
  "prov.raynor-psi-disruptor":
    'One source: "must leave" is read as the retreat rule (one friendly or empty area of an adjacent planet over an own transport).',
  "prov.tassadar-warp-gate":
    "How units come to be held at the Warp Gate is not stated: units built may be placed in its area and deploy from there at the end of each Regrouping (reading).",
  "prov.aldaris-conclave-fleet":
    "Which units may be held in reserve is only loosely described (newly built units assumed).",
  "prov.sarah-kerrigan": "Her unit type is not stated (no Sacrifice suggests an Infested Terran; inferred).",
} as const;
