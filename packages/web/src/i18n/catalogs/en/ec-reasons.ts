/**
 * English: why an Eclipse choice is not offered (the rules package's `explain`, issue 30): the
 * choices' names in the generic "not possible now" list and the reasons' words by error code.
 * Keys `ecr.*` and `error.*`.
 */
export const ecReasons = {
  "ecr.research": "Research {tech}",
  "ecr.buildStart": "Build",
  "ecr.build": "Build: {name}",
  "ecr.buildMore": "Build another",
  "ecr.part": "Place {part}",
  "ecr.partMore": "Place another part",
  "ecr.actions": "Explore, Influence, Research, Upgrade, Build, Move",
  "error.research-unaffordable":
    "That technology costs more science than you have, after your track's discount (E-A3)",
  "error.research-track-full": "That technology's track is full (E-A3)",
  "error.build-needs-technology": "Starbases, orbitals and monoliths need their technology (E-A5)",
  "error.build-unaffordable": "Not enough materials to build it (E-A5)",
  "error.build-no-miniature": "No room: all miniatures of that ship type are on the board (8/4/2/4) (E-A5)",
  "error.build-no-sector": "No sector of yours can take it: one orbital and one monolith per sector (E-A5)",
  "error.build-limit": "This Build has placed all it may (E-A5)",
  "error.nothing-to-build": "Nothing can be built now (E-A5)",
  "error.part-needs-technology": "That part needs its technology (E-A4)",
  "error.part-supply-empty": "No tile of that part is left in the supply (E-A4)",
  "error.upgrade-limit":
    "This Upgrade has placed all the new parts it may; parts may still be removed (E-A4)",
};
