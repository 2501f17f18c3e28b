import type { AreaCatalog } from "../en";
import type { sccards as english } from "../en/sccards";

/** Hebrew: StarCraft words from the rules' data (see ../en/sccards.ts). */
export const sccards: AreaCatalog<typeof english> = {
  "sc.pick.pay": "לשלם עם {what}",
  "sc.pick.payPermanentMinerals": "פועל על המינרלים הקבועים",
  "sc.pick.payPermanentGas": "פועל על הגז הקבוע",
  "sc.pick.payTokenMinerals": "סמן משאב מינרלים",
  "sc.pick.payTokenGas": "סמן משאב גז",
  "sc.pick.payForce": "פועל נוסף על {area} (כרייה מאומצת: מיצוי הקלף)",
  "sc.pick.payArea": "פועל על {area}",
  "sc.pick.confirm": "לשלם את העלות",
  "sc.pick.transport": "המעבורת של {faction}",
  "sc.pick.join": "לחבר את {a} ואת {b}",
  "sc.pick.unitOf": "{unit} של {faction} ב־{area}",
  "sc.pick.unitN": "יחידה {id}",
  "sc.pick.tech": "הטכנולוגיה {name}",
  "sc.pick.baseIn": "בסיס ב־{area}",
  "sc.pick.theBaseIn": "הבסיס ב־{area}",
  "sc.pick.play": "לשחק את {card}",
  "sc.pick.steal": "אירוע הפוך מס׳ {n} של {faction}",
  "sc.pick.moveUnitN": "להעביר את יחידה {id} אל {to}",
  "sc.installation.infested-command-center": "מרכז פיקוד נגוע",
  "sc.installation.overmind": "The Overmind",
  "sc.installation.cerebrate": "Cerebrate",
  "sc.installation.warp-gate": "Warp Gate",
  "sc.start.offer": "{source} — {effect}",
  "sc.start.defender-destroys-flying": "כמגן: בתחילת הקרב התוקף הורס אחת מיחידותיו המעופפות.",
  "sc.start.event-cancel-battle": "כמגן: לבטל את הקרב לפני שנשלף קלף כלשהו; התוקף נסוג.",
  "sc.start.event-defender-retreat":
    "כמגן: לבטל את הקרב; כל יחידותיך נסוגות לאזור ידידותי או ריק אחד בכוכב זה; התוקף מאבד את יחידותיו שמעבר למכסת היחידות.",
  "sc.start.event-defense-bonus": "כמגן: יחידותיך מקבלות חוסן בכל התמודדות (לא יחד עם אסימון שמירה).",
  "sc.start.event-face-up-combat": "היריב מניח את קלפי הלחימה שלו ראשון ופתוחים.",
};
