/** עברית: ההחלטות של מיני Eclipse ביומן (סוגיה 29). */
import type { AreaCatalog } from "../en";
import type { eclipseSpecies as english } from "../en/eclipse-species";

export const eclipseSpecies: AreaCatalog<typeof english> = {
  "error.bad-species":
    'האפשרות species היא "random",‏ "choose" או מין אחד לכל מושב, כל מין חייזרי פעם אחת (E-S9)',
  "error.species-taken": "המין הזה כבר נבחר: כל מין חייזרי פעם אחת, טראנים כל עוד יש צבע פנוי (E-S9)",
  "ec.do.species":
    "בחירת {species, select, terran {הטראנים} eridani {אימפריית אֵרִידָנִי} hydran {קדמת הידרן} planta {פלנטה} draco {צאצאי דרקו} mechanema {מכנמה} orion {ההגמוניה של אוריון} other {מין}}",
  "ec.prompt.explore-more": "לחקור שוב או לסיים את הפעולה",
  "ec.prompt.research-more": "לחקור טכנולוגיה נוספת או לסיים את הפעולה",
  "ec.step.explore-more": "חקירה נוספת",
  "ec.step.research-more": "מחקר נוסף",
  "ec.do.explore-done": "סיום פעולת החקירה",
  "ec.do.research-done": "סיום פעולת המחקר",
  "ec.do.grey-cube": "החזרת קובייה ממשבצת אפורה למסלול {resource}",
};
