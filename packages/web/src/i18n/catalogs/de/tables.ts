/** German: around the table (see ../en/tables.ts). */
import type { AreaCatalog } from "../en";
import type { tables as english } from "../en/tables";

export const tables: AreaCatalog<typeof english> = {
  "tables.open.title": "Offene Tische",
  "tables.open.empty": "Gerade gibt es keine offenen Tische.",
  "tables.live.title": "Partien zum Zuschauen",
  "tables.live.empty": "Gerade gibt es keine Partien zum Zuschauen.",
  "tables.seats": "{taken} von {total} Plätzen besetzt",
  "tables.created": "erstellt {time}",
  "tables.join": "Mitspielen",
  "tables.joinName": "Dein Name",
  "tables.joinSubmit": "Platz nehmen",
  "tables.joinCancel": "Abbrechen",
  "tables.watch": "Zuschauen",
  "tables.next": "Nächste Seite",
  "tables.previous": "Vorige Seite",
  "tables.full": "An diesem Tisch ist kein Platz mehr frei.",
  "tables.refused": "Beitritt nicht möglich: {detail}",
  "tables.clock.live": "Uhr {minutes} Min. + {seconds} s pro Entscheidung",
  "tables.clock.async": "{hours} Std. pro Entscheidung",
  "create.openSeat": "offen: Jeder kann ihn aus den offenen Tischen nehmen",
  "create.listed": "Partie öffentlich auflisten",
  "create.listedHint":
    "Die übrigen menschlichen Plätze bleiben offen: Jeder kann einen davon aus den offenen Tischen nehmen. Ohne Haken: nur Einladungslinks.",
  "chat.title": "Tisch-Chat",
  "chat.empty": "Noch keine Nachrichten.",
  "chat.message": "Nachricht an den Tisch",
  "chat.send": "Senden",
  "chat.counter": "{count} von {max} Zeichen",
  "chat.mute": "{name} stummschalten",
  "chat.unmute": "{name} wieder zeigen",
  "chat.hidden":
    "{count, plural, one {# Nachricht stummgeschalteter Spieler ausgeblendet} other {# Nachrichten stummgeschalteter Spieler ausgeblendet}}",
  "chat.readOnly": "Zuschauer lesen den Tisch-Chat; die Spieler schreiben.",
  "chat.refused": "Nicht gesendet: {detail}",
  "chat.spectator": "Zuschauer",
};
