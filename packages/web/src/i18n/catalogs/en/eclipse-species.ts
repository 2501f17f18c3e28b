/** English: the Eclipse species' decisions in the log (issue 29; the species step, Planta, Hydran, grey squares). */
export const eclipseSpecies = {
  "error.bad-species":
    'The species option must be "random", "choose" or one species per seat, each alien once (E-S9)',
  "error.species-taken": "That species is taken: each alien once, Terrans while a colour is free (E-S9)",
  "ec.do.species":
    "Choose {species, select, terran {the Terrans} eridani {the Eridani Empire} hydran {the Hydran Progress} planta {the Planta} draco {the Descendants of Draco} mechanema {the Mechanema} orion {the Orion Hegemony} other {a species}}",
  "ec.prompt.explore-more": "Explore again, or end the action",
  "ec.prompt.research-more": "Research another technology, or end the action",
  "ec.step.explore-more": "Exploring again",
  "ec.step.research-more": "Researching again",
  "ec.do.explore-done": "End the Explore action",
  "ec.do.research-done": "End the Research action",
  "ec.do.grey-cube": "Return a cube from a grey square to the {resource} track",
};
