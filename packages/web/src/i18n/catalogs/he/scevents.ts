import type { AreaCatalog } from "../en";
import type { scevents as english } from "../en/scevents";

/**
 * Hebrew: the event cards' effects and the factions' special victories (see ../en/scevents.ts).
 * Terms from the Hebrew rulebook's glossary (אזור, כוכב, מעבורת, מסלול ניווט, פועל, מיצוי, פרק,
 * שלב הסיכום, קלפי לחימה, התמודדות, נקודות ניצחון); unit and card names stay as they are.
 */
export const scevents: AreaCatalog<typeof english> = {
  "sc.eventText.orbital-construction-yard": "קנו עכשיו מודול אחד במשאב אחד פחות.",
  "sc.eventText.shifting-routes": "הזיזו מסלול ציר Z אחד כך שיחבר זוג כוכבים אחר.",
  "sc.eventText.stellar-maelstrom": "הרסו את כל המעבורות על מסלול ניווט אחד.",
  "sc.eventText.technological-advance": "קנו עכשיו טכנולוגיה אחת במשאב אחד פחות.",
  "sc.eventText.base-construction": "בנו עכשיו בסיס אחד במשאב אחד פחות.",
  "sc.eventText.industrial-strategy":
    "שחקו עוד אחד מקלפי האירוע ששלפתם בסיבוב זה. אפשר להשתמש בו רק פעם אחת בשלב הסיכום.",
  "sc.eventText.material-shortage": "אזור משאבים אחד עובר למיצוי חלקי.",
  "sc.eventText.rich-vein": "אזור אחד במיצוי חלקי חוזר למצבו המלא.",
  "sc.eventText.rapid-deployment":
    "הציבו יחידות בחינם באזור ידידותי או ריק אחד: 2 יחידות Marine, יחידת Zealot אחת או 2 יחידות Zergling.",
  "sc.eventText.air-patrol": "הציבו יחידת Wraith,‏ Scout או Mutalisk אחת בחינם באזור שיש בו בסיס שלכם.",
  "sc.eventText.logistics": "בנו עד שני פועלים או מעבורות; משאב אחד משולם בשבילכם.",
  "sc.eventText.scouting-reports": "שלפו שני קלפי אירוע הפוכים.",
  "sc.eventText.monument-of-glory": "שלמו מינרל אחד וגז אחד וקבלו נקודת ניצחון אחת.",
  "sc.eventText.urgent-mobilization": "העבירו עכשיו יחידות אל אזור ידידותי או ריק.",
  "sc.eventText.emergency-production": "בנו יחידות עד מגבלת הבנייה שלכם; משאב אחד משולם בשבילכם.",
  "sc.eventText.volcanic-eruption": "הרסו יחידת אויב אחת שעלותה 2 או פחות באזור אחד.",
  "sc.eventText.reinforcements":
    "הציבו יחידות בחינם באזור ידידותי או ריק אחד (אזור שיש בו רק בסיס אויב אינו ריק): 2 יחידות Firebat,‏ 2 יחידות Zealot או 2 יחידות Hydralisk.",
  "sc.eventText.flawless-defense-plan":
    "נשאר מולכם; כשאתם מגינים בקרב, יחידותיכם מקבלות ‎+2 חוסן בכל התמודדות (לא יחד עם אסימון שמירה).",
  "sc.eventText.cease-fire": "נשאר מולכם; כשתוקפים אתכם, בטלו את הקרב.",
  "sc.eventText.intercepted-transmissions": "נשאר מולכם; בקרב היריב מניח את קלפי הלחימה שלו ראשון ופתוחים.",
  "sc.eventText.stellar-storm": "הרסו את המעבורות שתבחרו על מסלול ניווט אחד.",
  "sc.eventText.technological-breakthrough": "קחו טכנולוגיה אחת בחינם.",
  "sc.eventText.brilliant-engineering": "קחו מודול אחד בחינם.",
  "sc.eventText.forward-base": "בנו בסיס אחד בחינם.",
  "sc.eventText.advanced-development": "קחו בחינם את הרמה הבאה של מסלול בניין.",
  "sc.eventText.resource-crisis": "אזור משאבים אחד מתקדם שני צעדים לעבר מיצוי.",
  "sc.eventText.untapped-reserves": "אזור משאבים אחד חוזר שני צעדים לעבר מצבו המלא.",
  "sc.eventText.air-support-wing":
    "הציבו בחינם יחידת Battlecruiser, יחידת Carrier, או יחידות Guardian ו־Scourge באזור שיש בו בסיס שלכם.",
  "sc.eventText.informant": "קחו קלף אירוע אחד ששחקן אחר מחזיק בשלב זה ושחקו אותו כאילו היה שלכם.",
  "sc.eventText.supply-lines": "בנו עד ארבעה פועלים או מעבורות; שני משאבים משולמים בשבילכם.",
  "sc.eventText.progressive-strategy": "שחקו גם את הקלף העליון של חפיסת האירועים.",
  "sc.eventText.create-wonder": "קבלו נקודת ניצחון אחת.",
  "sc.eventText.energy-storm": "בחרו כוכב: כל אזור בו מאבד יחידה אחת שעלותה 2 או פחות (לבחירת בעליה).",
  "sc.eventText.surprise-assault": "העבירו עכשיו יחידות אל כל אזור, ואם יש בו אויבים — נלחמים שם בקרב.",
  "sc.eventText.war-production": "בנו יחידות עד מגבלת הבנייה שלכם; שני משאבים משולמים בשבילכם.",
  "sc.eventText.field-intelligence": "שלפו שני קלפי לחימה.",
  "sc.eventText.versatile-strategy": "שחקו קלף אירוע שני שאתם מחזיקים בשלב זה.",
  "sc.eventText.swift-command": "הניחו פקודה נוספת אחת בשלב התכנון הבא.",
  "sc.eventText.the-end-draws-near":
    "חובה לשחק אותו. נשאר באזור המשחק המשותף; כשיש שם שניים או יותר, המשחק נגמר. קבלו נקודת ניצחון אחת.",
  "sc.eventText.heavy-reinforcements":
    "הציבו יחידת Siege Tank,‏ Reaver או Ultralisk בחינם באזור ידידותי או ריק.",
  "sc.eventText.capital-ships":
    "הציבו בחינם יחידת Battlecruiser, יחידת Carrier, או יחידות Guardian ו־Scourge באזור שיש בו בסיס שלכם.",
  "sc.eventText.scientific-revolution": "קחו טכנולוגיה אחת בחינם.",
  "sc.eventText.master-engineering": "קחו מודול אחד בחינם.",
  "sc.eventText.new-colony": "בנו בסיס אחד בחינם.",
  "sc.eventText.full-mobilization-of-industry": "קחו בחינם את הרמה הבאה של מסלול בניין.",
  "sc.eventText.strip-mining": "אזור משאבים אחד מתקדם שני צעדים לעבר מיצוי.",
  "sc.eventText.mother-lode": "אזור משאבים אחד חוזר שני צעדים לעבר מצבו המלא.",
  "sc.eventText.psionic-tempest":
    "בחרו כוכב: כל אזור בו מאבד יחידה אחת שעלותה 3 או פחות; המעבורות שלו נהרסות.",
  "sc.eventText.planetary-cataclysm": "הרסו יחידת אויב אחת שעלותה 4 או פחות באזור אחד, וגם כל בסיס שם.",
  "sc.eventText.all-out-assault": "העבירו עכשיו יחידות אל כל אזור, ואם יש בו אויבים — נלחמים שם בקרב.",
  "sc.eventText.total-war": "בנו יחידות עד מגבלת הבנייה שלכם; שני משאבים משולמים בשבילכם.",
  "sc.eventText.glorious-triumph": "קבלו נקודת ניצחון אחת.",
  "sc.eventText.retreat":
    "נשאר מולכם; כשתוקפים אתכם, הקרב אינו מתקיים: כל יחידותיכם באותו אזור עוברות יחד לאזור ידידותי או ריק אחד באותו כוכב (אלה שאין להן מקום נהרסות). יחידות התוקף נשארות; כל יחידה מעבר למכסת היחידות של האזור נהרסת.",
  "sc.eventText.decisive-strategy": "שחקו גם קלף אירוע נוסף שאתם מחזיקים.",
  "sc.eventText.subtle-planning": "בבחירת קלפי המנהיגות הבאה, בחרו אחרי שקלפי האחרים נחשפו.",
  "sc.eventText.supply-cache": "קחו סמן משאב מינרלים אחד וסמן משאב גז אחד.",
  "sc.eventText.mineral-windfall": "קחו 2 סמני משאב מינרלים.",
  "sc.eventText.heroic-strategy": "החזירו את אחד הגיבורים ההרוסים שלכם לאזור ידידותי.",
  "sc.eventText.vespene-surge": "קחו 2 סמני משאב גז.",
  "sc.eventText.guarded-position":
    "נשאר מולכם; כשאתם מגינים בקרב, יחידותיכם מקבלות ‎+2 חוסן בכל התמודדות (לא יחד עם אסימון שמירה).",
  "sc.eventText.inspiring-leadership": "הפעילו שוב קלף מנהיגות חד־פעמי אחד ששיחקתם קודם.",
  "sc.factionText.raynor": "תנאי ניצחון ייחודי: בפרק III, שלטו בשישה אזורים שיש בהם מינרלים או גז.",
  "sc.factionText.mengsk": "תנאי ניצחון ייחודי: בפרק III, שלטו בו־זמנית בכל האזורים של שני כוכבים.",
  "sc.factionText.tassadar": "תנאי ניצחון ייחודי: בפרק III, שלטו ביותר אזורים מכל שחקן אחר.",
  "sc.factionText.aldaris":
    "תנאי ניצחון ייחודי: האחרים צריכים 20 נקודות ניצחון כדי לנצח; Aldaris מנצח כששני קלפי The End Draws Near נמצאים במשחק.",
  "sc.factionText.queen-of-blades": "תנאי ניצחון ייחודי: בפרק III, שלטו בשלושה אזורים שנותנים נקודות ניצחון.",
  "sc.factionText.overmind": "תנאי ניצחון ייחודי: בפרק III, החזיקו בסיסים בשלושה כוכבים שונים.",
  "sc.cardText.terran-stim-packs": "קלף לחימה של חיל רגלים: התקפה גבוהה, חוסן נמוך.",
  "sc.cardText.terran-bunker":
    "קלף תגבור לקרבות באזור שיש בו בסיס שלכם: חוסן נוסף, לעולם לא יחד עם אסימון שמירה.",
  "sc.cardText.terran-nuke": "קלף לחימה של Ghost שמזמן מכה גרעינית כל עוד ה־Ghost חי.",
  "sc.cardText.terran-lockdown": "קלף תגבור שמשבית רכב או ספינת חלל של האויב.",
  "sc.cardText.terran-cloaking-field": "קלף תגבור: ה־Wraith או ה־Ghost מוסווים.",
  "sc.cardText.terran-spider-mines":
    "קלף לחימה של Vulture שמוקשיו גורמים נזק סביבתי ליחידות קרקע, אלא אם לאויב יש גלאי.",
  "sc.cardText.terran-charon-boosters": "כשאתם מגינים, התוקף מאבד אחת מיחידותיו המעופפות (לבחירתו).",
  "sc.cardText.terran-siege-mode": "קלף לחימה של Siege Tank עם ערכים גבוהים מאוד.",
  "sc.cardText.terran-irradiate": "קלף תגבור שמשוחק עם Science Vessel תומך: נזק סביבתי.",
  "sc.cardText.terran-emp-shockwave": "קלף תגבור שמבטל קלף של היריב.",
  "sc.cardText.terran-vessel-research": "ממלא מקום לטכנולוגיית ה־Science Vessel השלישית שאין לה שם.",
  "sc.cardText.terran-battlecruiser-weapons": "ממלא מקום לטכנולוגיית ה־Battlecruiser שאין לה שם.",
  "sc.cardText.protoss-leg-enhancements":
    "היריב הורס אחת מיחידות הקרקע שלו שעולה פחות מיחידת החזית שלכם (יחידות שנוצרו נספרות לפי מה שצרכו).",
  "sc.cardText.protoss-singularity-charge": "קלף תגבור של Dragoon: ‎+1 התקפה ו־‎+1 חוסן.",
  "sc.cardText.protoss-psionic-storm":
    "קלף תגבור שמשוחק עם High Templar תומך: נזק סביבתי כשיחידת החזית שלכם הורסת את יריבתה.",
  "sc.cardText.protoss-hallucination": "קלף תגבור שמבטל קלף לחימה של היריב.",
  "sc.cardText.protoss-summon-archon": "מאפשר לבנות Archon משני High Templar בכוכב הפעיל.",
  "sc.cardText.protoss-increased-reaver-capacity": "קלף לחימה של Reaver עם ערכים גבוהים ונזק סביבתי לקרקע.",
  "sc.cardText.protoss-stasis-field": "קלף תגבור שמקפיא את שתי יחידות החזית (ללא התקפה).",
  "sc.cardText.protoss-recall": "העבירו יחידה לאזור שיש בו אחת מיחידות ה־Arbiter שלכם.",
  "sc.cardText.protoss-arbiter-cloaking": "ממלא מקום לטכנולוגיית ה־Arbiter השלישית שאין לה שם.",
  "sc.cardText.protoss-carrier-interceptors": "ממלא מקום לטכנולוגיית ה־Carrier שאין לה שם.",
  "sc.cardText.zerg-metabolic-boost": "Zergling תוקף שכבר יש לו כוח מספיק מול יחידת קרקע מקבל ‎+2 חוסן.",
  "sc.cardText.zerg-burrow": "קלף של Zergling או Hydralisk בלי התקפה שמסווה את היחידה.",
  "sc.cardText.zerg-chitinous-plating": "קלף לחימה של Ultralisk עם חוסן גבוה מאוד.",
  "sc.cardText.zerg-parasite": "גילוי, והיריב מראה לכם את קלפי הלחימה שלו.",
  "sc.cardText.zerg-ensnare": "קלף תגבור: גילוי, ‎+1 התקפה, והאויב לא מקבל תמיכה.",
  "sc.cardText.zerg-spawn-broodling":
    "קלף תגבור: אחרי צעד ההריסה היריב הורס אחת מיחידות הקרקע שלו בהתמודדות.",
  "sc.cardText.zerg-plague": "קלף תגבור: גילוי ותוספת התקפה חזקה.",
  "sc.cardText.zerg-dark-swarm":
    "קלף תגבור: יחידות טווח של האויב אינן יכולות להרוס את יחידת החזית הקרקעית שלכם.",
  "sc.cardText.zerg-consume": "הרסו אחת מיחידותיכם או פועל אחד כדי לשלוף שלושה קלפי לחימה.",
  "sc.cardText.zerg-guardian-aspect": "מאפשר להפוך Mutalisk בכוכב הפעיל ל־Guardian.",
  "sc.cardText.zerg-improved-flyer-attack": "קלף תגבור ליחידות מעופפות של הזרג: ‎+1 התקפה.",
  "sc.cardText.terran-heal": "קלף תגבור של Medic: ‎+2 חוסן לחיל רגלים.",
  "sc.cardText.terran-optical-flare": "קלף תגבור של Medic: היחידות התומכות של האויב אינן מוסיפות דבר.",
  "sc.cardText.terran-restoration": "שלפו קלף לחימה נוסף.",
  "sc.cardText.protoss-summon-dark-archon": "מאפשר לבנות Dark Archon מ־Dark Templar בכוכב הפעיל.",
  "sc.cardText.protoss-mind-control":
    "קלף תגבור: השתלטו על יחידת החזית של היריב (לכל היותר שתיים לכל פלג; גיבורים חסינים).",
  "sc.cardText.protoss-feedback": "קלף תגבור שמעניש את קלף התגבור או את יחידות העזר של היריב.",
  "sc.cardText.protoss-maelstrom": "אויבים אינם יכולים לנוע לאזור שיש בו Dark Archon שלכם.",
  "sc.cardText.protoss-disruption-web":
    "קלף תגבור של Corsair: מודול התמיכה האווירית של האויב אינו נותן תוספת.",
  "sc.cardText.zerg-lurker-aspect": "מאפשר להפוך Hydralisk בכוכב הפעיל ל־Lurker.",
  "sc.cardText.zerg-infest-command-center":
    "קבלו מרכזי פיקוד נגועים; יחידות Infested Terran נבנות בכוכבים שיש בהם מרכז כזה.",
  "sc.cardText.zerg-devourer-aspect": "מאפשר להפוך Mutalisk בכוכב הפעיל ל־Devourer.",
  "sc.cardText.zerg-kerrigan-psionic-storm": "קלף התגבור של Kerrigan עם נזק סביבתי.",
  "sc.cardText.zerg-kerrigan-cloaking": "קלף התגבור של Kerrigan עם הסוואה.",
};
