/** Hebrew: clocks, Play again and turn notices (issue 36). */
import type { AreaCatalog } from "../en";
import type { clocks as en } from "../en/clocks";

export const clocks: AreaCatalog<typeof en> = {
  "clocks.title": "שעונים",
  "clocks.deciding": "מחליט/ה",
  "clocks.left": "{name}: נותרו {time}",
  "clocks.days": "{days, plural, one {יום אחד} two {יומיים} other {# ימים}} {time}",
  "clocks.create.label": "שעון",
  "clocks.preset.none": "ללא שעון",
  "clocks.preset.blitz": "חי: 5 דקות + 10 שניות לכל החלטה",
  "clocks.preset.live": "חי: 30 דקות + 20 שניות לכל החלטה",
  "clocks.preset.async": "לאורך ימים: 24 שעות לכל החלטה + יומיים נוספים",
  "clocks.onTimeout": "כשהזמן של שחקן נגמר",
  "clocks.onTimeout.bot": "בוט תופס את מקומו",
  "clocks.onTimeout.forfeit": "השחקן מפסיד",
  "rematch.playAgain": "שחקו שוב",
  "rematch.ready": "משחק חוזר מוכן.",
  "rematch.join": "הצטרפו למשחק החוזר",
  "rematch.watch": "צפו במשחק החוזר",
  "notify.toggle": "הודיעו לי",
  "notify.sound": "צליל",
  "notify.yourTurn": "תורך: {title}",
  "clocks.log.forfeit": "{who} הפסיד/ה בוויתור: הזמן בשעון נגמר.",
  "outcome.forfeit": "ויתור (הזמן בשעון של שחקן נגמר)",
  "notify.denied": "הדפדפן חוסם התראות מאתר זה",
};
