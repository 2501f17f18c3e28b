import type { AreaCatalog } from "../en";
import type { broodwar as english } from "../en/broodwar";

/** Hebrew: Brood War and its Leadership cards (פרק = Stage, קלף מנהיגות = Leadership card). */
export const broodwar: AreaCatalog<typeof english> = {
  "scOptions.leadershipCards": "קלפי מנהיגות (Brood War)",
  "lead.choose.title": "בחרו את קלף המנהיגות שלכם לפרק {stage}",
  "lead.choose.hint":
    "הבחירה סודית: הקלפים של כל השחקנים נחשפים יחד כשכולם בחרו, ואז מופעלים לפי סדר התורות.",
  "lead.choose.aria": "בחירת {card}",
  "lead.choose.take": "לקחת את הקלף הזה",
  "lead.waiting":
    "בחרת ב־{card}. {count, plural, one {ממתינים לשחקן אחד נוסף} two {ממתינים לשני שחקנים נוספים} other {ממתינים ל־# שחקנים נוספים}}.",
  "lead.progress": "בחירת קלפי מנהיגות, פרק {stage}: {chosen} מתוך {asked} שחקנים בחרו.",
  "lead.stage": "פרק {stage}",
  "lead.kind.one-shot": "חד־פעמי",
  "lead.kind.play-area": "נשאר במשחק",
  "lead.kind.special-victory": "תנאי ניצחון ייחודי",
  "lead.kind.hero": "גיבור",
  "lead.kindTitle.one-shot": "מופעל פעם אחת כשהוא נחשף, ואז יוצא מהמשחק.",
  "lead.kindTitle.play-area": "נשאר מול בעליו ופועל משם.",
  "lead.kindTitle.special-victory":
    "נשאר מול בעליו; בלעדיו בעליו יכול לנצח רק בנקודות ניצחון או בהדחת כל היריבים.",
  "lead.kindTitle.hero": "נשאר מול בעליו ומביא גיבור אל הלוח.",
  "lead.hero": "גיבור: {hero}",
  "lead.forces": "כוחות פתיחה: {units}",
  "lead.forceUnit": "{count} × {unit}",
  "lead.forceWorkers": "{count, plural, one {פועל אחד} two {שני פועלים} other {# פועלים}}",
  "lead.forceTransports": "{count, plural, one {מעבורת אחת} two {שתי מעבורות} other {# מעבורות}}",
  "lead.forceBases": "{count, plural, one {בסיס אחד} two {שני בסיסים} other {# בסיסים}}",
  "lead.provisional": "זמני",
  "lead.provisionalTitle": "זמני: הקריאה שלנו במקור לא ברור. {reason}",
  "lead.provisionalNoReason": "זמני: הקריאה שלנו במקור לא ברור.",
  "lead.panel.title": "מנהיגות",
  "lead.panel.none": "עדיין לא נחשף קלף מנהיגות",
  "lead.panel.inPlay": "במשחק",
  "lead.panel.gone": "הופעל ויצא מהמשחק",
  "lead.panel.deck": "חפיסת המנהיגות ({count})",
  "lead.panel.taken": "נבחר",
  "lead.log.take": "{who} חושף את קלף המנהיגות {card} (פרק {stage}).",
  "lead.log.hidden": "{who} בוחר קלף מנהיגות בסוד.",
  "lead.log.hero": "{who} מביא את הגיבור {hero} אל הלוח, ב־{area}.",
  "lead.do.choose": "לבחור בקלף המנהיגות {card} (פרק {stage})",
  "lead.do.placeHero": "להציב את הגיבור {hero} ב־{area}",
  "lead.do.placeHeroReplace": "להציב את הגיבור {hero} ב־{area}, במקום אחת מדמויות ה־{unit} שלך",
  "lead.do.cpToken": "להניח סמן נקודות ניצחון מיוחד ב־{area} (Tactical Mastery)",
  "lead.do.installation": "להציב את ה־{installation} ב־{area}",
  "lead.do.transport": "להציב מעבורת על מסלול הניווט {route} (Return to Aiur)",
  "lead.do.planetToken": "לקחת את סמן הכוכב {planet} (Emperor Arcturus I)",
  "lead.do.influence": "לבחור בכוכב {planet} (Subtle Influence)",
  "lead.do.firstPlayer": "לקבוע את {who} כשחקן הראשון (Emperor Arcturus I)",
  "lead.do.reorder": "להעביר את הפקודה התחתונה ב{planet} לראש הערימה (Khala Devotee)",
  "lead.do.skipReorder": "להשאיר את ערימות הפקודות כפי שהן",
  "lead.do.sacrifice": "להקריב את ה־{unit} שלך: כל היחידות ב־{area} מושמדות (Ultimate Sacrifice)",
  "lead.do.placeUnits": "{card}: להציב {units} ב־{area}",
  "lead.do.placeUnitGroup": "להציב את קבוצת היחידות {n} שעל הקלף ב־{area}",
  "lead.do.warpUnit": "Warp Gate: להעביר {unit} משער העיוות אל {area}",
  "lead.do.endWarp": "Warp Gate: לא להעביר עוד יחידות משער העיוות",
  "lead.do.deployHeld": "Conclave Fleet: להעביר {unit} מהעתודה אל {area}",
  "lead.do.endDeploy": "Conclave Fleet: לא להעביר עוד יחידות מהעתודה",
  "lead.do.psiDisruptorRetreat":
    "Psi-Disruptor: להעביר את היחידות שלך בכוכב אל {area} (אלה שאינן יכולות לעמוד שם מושמדות)",
  "hero.mark": "גיבור",
  "hero.title": "{hero}, גיבור ({unit})",
  "lead.text.queen-of-blades-forward-planning": "פותחים עם שני בסיסים: אחד בכל אחד משני כוכבי הפתיחה שלך.",
  "lead.text.queen-of-blades-a-new-rising-power":
    "תנאי ניצחון ייחודי: בפרק III, לשלוט בשלושה אזורים המעניקים נקודות ניצחון.",
  "lead.text.queen-of-blades-glimpse-the-future":
    "את מציבה את כל מסלולי ציר Z של ההכנה; Overlord מוצב על כל מסלול המוביל לכוכב הבסיס שלך, ככל שהמעבורות שלך מאפשרות.",
  "lead.text.queen-of-blades-hasten-the-end":
    "שולפים עכשיו ארבעה קלפי אירוע; הם משוחקים בצעד האירועים של שלב הסיכום הזה.",
  "lead.text.queen-of-blades-sarah-kerrigan":
    "הגיבורה Sarah Kerrigan (Infested Terran): תמיד משתמשת בערכים העיקריים של קלף הלחימה שלה ולעולם אינה מקריבה את עצמה.",
  "lead.text.queen-of-blades-deathblow":
    "בשלב הביצוע הבא, כל פקודה שאת חושפת יכולה להתבצע כהנעת כוחות מיוחדת, מחוץ למאגר הפקודות המיוחדות.",
  "lead.text.queen-of-blades-subtle-influence":
    "בחרי כוכב שבו יש לך יותר יחידות מלכל יריב בודד: בשלב התכנון הבא כל שחקן אחר רשאי להניח שם פקודה אחת לכל היותר.",
  "lead.text.overmind-endless-hunger": "המשאבים הקבועים שלך נותנים מינרל אחד וגז אחד נוספים.",
  "lead.text.overmind-the-swarm": "תנאי ניצחון ייחודי: בפרק III, להחזיק בסיסים בשלושה כוכבים שונים.",
  "lead.text.overmind-the-overmind":
    "מציבים את מתקן ה־Overmind אחרי כוחות הפתיחה; כל עוד הוא עומד, הוא נותן לך נקודת ניצחון אחת בכל שלב סיכום.",
  "lead.text.overmind-cerebrate-daggoth":
    "מציבים את ה־Cerebrate באזור שבשליטתך; כל עוד הוא עומד, בכל שלב תכנון את/ה מניח/ה פקודה חמישית, לפני כולם.",
  "lead.text.overmind-torrasque":
    "הגיבור Torrasque (Ultralisk): אם הושמד, הוא חוזר באחד הבסיסים שלך בסוף כל שלב סיכום.",
  "lead.text.overmind-the-swarm-flies": "משמידים עד מעבורת אויב אחת בכל מסלול ניווט.",
  "lead.text.overmind-teeming-spawn": "מבצעים פקודת בנייה בכל כוכב שהוא; לאחר מכן כל הפועלים שלך זמינים שוב.",
  "lead.text.mengsk-emperor-arcturus-i":
    "לפני חלוקת הכוכבים, בוחרים בעצמך את שני כוכבי הפתיחה שלך, ואז קובעים מי השחקן הראשון.",
  "lead.text.mengsk-terran-dominion":
    "תנאי ניצחון ייחודי: בפרק III, לשלוט בכל האזורים של שני כוכבים בו־זמנית.",
  "lead.text.mengsk-the-sons-of-korhal": "מקבלים את סמן פקודת הכוכב (Star).",
  "lead.text.mengsk-the-norad-ii": "הגיבור Norad II (Battlecruiser): עמידות ‎+1.",
  "lead.text.mengsk-tactical-mastery":
    "מניחים שני סמני נקודות ניצחון מיוחדים באזורים שאין בהם נקודות ניצחון מודפסות; כל אחד נחשב לנקודה מודפסת אחת עד סוף המשחק.",
  "lead.text.mengsk-terran-civilization":
    "כל הבניינים שלך עולים לרמה III בחינם; בשלב הביצוע הבא הפקודות שלך יכולות להתבצע כבנייה מיוחדת, מחוץ למאגר הפקודות המיוחדות.",
  "lead.text.mengsk-scorched-earth-policy":
    "מציבים שתי Battlecruiser או שני Siege Tank באזור שבשליטתך; ה־Battlecruiser שלך מקבלות נזק נלווה (Collateral Damage).",
  "lead.text.raynor-storage-facilities":
    "בתחילת כל שלב סיכום, לוקחים סמן מינרלים לכל פועל שנשאר בטל במאגר שלך, עד שלושה.",
  "lead.text.raynor-raynors-raiders":
    "תנאי ניצחון ייחודי: בפרק III, לשלוט בשישה אזורים שיש בהם מינרלים או גז.",
  "lead.text.raynor-covert-operations":
    "שלושה Ghost ממתינים בעתודה שלך (Ghost חדשים יכולים להצטרף אליהם); Ghost מהעתודה יכולים להצטרף לכל הנעת כוחות שלך כאילו עמדו בכוכב שלה.",
  "lead.text.raynor-jim-raynor": "הגיבור Jim Raynor (Vulture): עמידות ‎+2, והתקפה ‎+1 לצד שלו.",
  "lead.text.raynor-make-do-with-little": "כל פקודת בנייה שלך נותנת פועל או מעבורת בחינם.",
  "lead.text.raynor-to-the-bitter-end": "כל יריב מאבד 2 נקודות ניצחון (לא מתחת ל־0).",
  "lead.text.raynor-psi-disruptor":
    "בחרו כוכב שיש בו יחידה שלך: יחידות האויב שם חייבות לעזוב אותו; אלה שאינן יכולות מושמדות.",
  "lead.text.tassadar-orbital-platform": "המשאבים הקבועים שלך נותנים שני מינרלים נוספים.",
  "lead.text.tassadar-domination": "תנאי ניצחון ייחודי: בפרק III, לשלוט ביותר אזורים מכל יריב אחר.",
  "lead.text.tassadar-warp-gate": "מקבלים את מתקן ה־Warp Gate.",
  "lead.text.tassadar-gantrithor":
    "הגיבור Gantrithor (Carrier): עמידות ‎+1; כשהוא מושמד, מותר להשמיד יחידה, מתקן או בסיס אחד בכוכב שלו.",
  "lead.text.tassadar-zeratul":
    "הגיבור Zeratul (Dark Templar): התקפה ‎+1 ועמידות ‎+1; בתחילת כל קרב שלו, היריב מאבד יחידת קרקע.",
  "lead.text.tassadar-ultimate-sacrifice":
    "משמידים אחת מהיחידות שלך: כל היחידות באזור מאוכלס אחר של אותו כוכב מושמדות גם הן.",
  "lead.text.tassadar-return-to-aiur":
    "מציבים עד שמונה מעבורות שלך על מסלולי ניווט, אחת לכל מסלול; אף מעבורת שלך לא יכולה להיהרס עד סוף הסיבוב הבא.",
  "lead.text.aldaris-riches-of-aiur":
    "בסוף כל שלב סיכום, משחזרים עד שניים מקלפי המשאבים שלך שמוצו חלקית; יריבים אינם יכולים למצות את האזורים שלך.",
  "lead.text.aldaris-predestined":
    "תנאי ניצחון ייחודי: מנצחים כששני קלפי “The End Draws Near” במשחק; כל עוד הקלף הזה במשחק, האחרים צריכים 20 נקודות ניצחון כדי לנצח.",
  "lead.text.aldaris-conclave-fleet":
    "יחידות חדשות יכולות להמתין בעתודה; כשנחשפת פקודת הנעת כוחות כלשהי, מותר להעביר יחידות מהעתודה לאזור בשליטתך שיש בו בסיס שלך.",
  "lead.text.aldaris-fenix":
    "הגיבור Fenix (Dragoon): עמידות ‎+2; הוא משתמש גם בקלפי High Templar וגם בקלפי Dragoon.",
  "lead.text.aldaris-khala-devotee": "בסוף כל שלב תכנון מותר להעביר את הפקודה התחתונה של ערימה אחת לראשה.",
  "lead.text.aldaris-the-will-of-the-conclave":
    "בשלב התכנון הבא מניחים שתי פקודות בכל תור, עד שמונה בסך הכול.",
  "lead.text.aldaris-destiny": "אף אחד אינו יכול לנצח במהלך שלב הסיכום הזה.",
  "scOptions.optionalRules": "חוקי רשות",
  "scOptions.moreStartingPlanets": "יותר סמני כוכבים בהתחלה (שולפים 3 כוכבים, מניחים 2)",
  "scOptions.largerGalaxy": "גלקסיה גדולה יותר (3 כוכבים לכל שחקן, ללא קלפי ניצחון ייחודי, 25 נקודות ניצחון)",
  "scOptions.planetRulesExclusive": "לא יחד עם החוק השני של כוכבי ההתחלה",
  "scOptions.mode": "מצב משחק",
  "scOptions.mode.standard": "רגיל",
  "scOptions.mode.galacticConquest": "כיבוש גלקטי (ללא נקודות ניצחון: השחקן האחרון שנותר מנצח)",
  "scOptions.mode.survival": "הישרדות (שחקן ללא בסיס יוצא מהמשחק; נקודות ניצחון הופכות לסמני משאבים)",
  "scOptions.mode.fasterSurvival": "הישרדות מהירה (הישרדות עם 3 בסיסים לכל פלג)",
  "scOptions.mode.teamPlay":
    "משחק קבוצתי (קבוצות של שניים, השותפים יושבים זה מול זה; קבוצה מנצחת ב־30 נקודות ניצחון, 40 מול Aldaris)",
  "scOptions.teamPlayNeedsPlayers": "משחק קבוצתי דורש 4 או 6 שחקנים",
  "scOptions.modeNeedsBroodWar": "הישרדות והישרדות מהירה דורשות את Brood War",
  "scOptions.modeExcludesRules": "מצב משחק משוחק ללא חוקי רשות",
  "scOptions.modeNeedsLeadership": "מצב משחק משוחק עם קלפי המנהיגות",
  "sc.do.takeMineralToken": "הישרדות: לקחת סמן משאב מינרלים",
  "sc.do.takeGasToken": "הישרדות: לקחת סמן משאב גז",
  "sc.prompt.survival-tokens": "הישרדות: קחו סמן משאב (מינרלים או גז) עבור נקודת ניצחון שהושגה",
  "lead.choose.noVictoryInMode":
    "במצב משחק זה מנצח רק השחקן האחרון שנותר: קלף זה מביא את כוחות הפתיחה שלו, לא את הניצחון.",
  "sc.mode.label": "מצב משחק וחוקי רשות",
  "sc.mode.galacticConquest": "כיבוש גלקטי",
  "sc.mode.galacticConquestWin": "ללא נקודות ניצחון וללא אירועי „הסוף קרב“: מנצח השחקן האחרון שנותר במשחק.",
  "sc.mode.survival": "הישרדות",
  "sc.mode.survivalWin":
    "מנצח השחקן האחרון שנותר. שחקן ללא בסיס יוצא מהמשחק, ובסיס שהושמד יוצא מהמשחק. כל נקודת ניצחון שהייתם משיגים הופכת לסמן משאב לבחירתכם.",
  "sc.mode.fasterSurvival": "הישרדות מהירה",
  "sc.mode.fasterSurvivalWin":
    "הישרדות עם 3 בסיסים בלבד לכל פלג: מנצח השחקן האחרון שנותר. שחקן ללא בסיס יוצא מהמשחק, ובסיס שהושמד יוצא מהמשחק. כל נקודת ניצחון שהייתם משיגים הופכת לסמן משאב לבחירתכם.",
  "sc.mode.bases": "{onBoard, plural, one {בסיס אחד} other {# בסיסים}} על הלוח, לכל היותר {limit}",
  "sc.mode.roundLimit":
    "מגבלת הסיבובים של שולחן זה: אם אחרי סיבוב {rounds} נותר יותר משחקן אחד במשחק, שוברי השוויון מכריעים (משאבים, ואז אזורים, בסיסים ופועלים).",
  "sc.mode.out": "יצא מהמשחק",
  "sc.rule.label": "חוקי רשות:",
  "sc.rule.noLeadership": "ללא קלפי מנהיגות",
  "sc.survival.title": "הישרדות: נקודות הניצחון שלכם הופכות למשאבים",
  "sc.survival.hint":
    "קחו סמן משאב אחד עבור כל נקודת ניצחון שהשגתם: {count, plural, one {נותר סמן אחד} other {נותרו # סמנים}} לקחת.",
  "sc.survival.minerals": "סמן מינרלים",
  "sc.survival.gas": "סמן גז",
  "sc.survival.held": "ברשותכם {count}",
  "battle.originalTop": "ראש החפיסה של {name}",
  "battle.originalTopLabel": "הקלף העליון בחפיסה של {name}, עיוור (שליטה מוחית)",
};
