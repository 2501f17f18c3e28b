/** Deutsch: die Entscheidungen der Eclipse-Spezies im Protokoll (Issue 29). */
import type { AreaCatalog } from "../en";
import type { eclipseSpecies as english } from "../en/eclipse-species";

export const eclipseSpecies: AreaCatalog<typeof english> = {
  "error.bad-species":
    'Die Option species ist "random", "choose" oder eine Spezies je Platz, jede Alien-Spezies einmal (E-S9)',
  "error.species-taken":
    "Diese Spezies ist vergeben: jede Alien-Spezies einmal, Terraner solange eine Farbe frei ist (E-S9)",
  "ec.do.species":
    "{species, select, terran {die Terraner} eridani {das Eridanische Imperium} hydran {den Hydranischen Fortschritt} planta {die Planta} draco {die Nachfahren von Draco} mechanema {die Mechanema} orion {die Orion-Hegemonie} other {eine Spezies}} wählen",
  "ec.prompt.explore-more": "Noch einmal erkunden oder die Aktion beenden",
  "ec.prompt.research-more": "Eine weitere Technologie erforschen oder die Aktion beenden",
  "ec.step.explore-more": "Weitere Erkundung",
  "ec.step.research-more": "Weitere Forschung",
  "ec.do.explore-done": "Aktion Erkunden beenden",
  "ec.do.research-done": "Aktion Forschen beenden",
  "ec.do.grey-cube": "Würfel von einem grauen Feld auf die Leiste {resource} zurücklegen",
};
