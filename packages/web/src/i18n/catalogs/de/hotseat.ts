import type { AreaCatalog } from "../en";
import type { hotseat as english } from "../en/hotseat";

/** German: pass-and-play (several seats at one device). */
export const hotseat: AreaCatalog<typeof english> = {
  "hotseat.atThisDevice": "an diesem Gerät",
  "hotseat.atThisDeviceLabel": "Platz {seat} spielt an diesem Gerät",
  "hotseat.label": "Gemeinsames Gerät",
  "hotseat.curtainTitle": "Gib das Gerät an {name} weiter",
  "hotseat.curtainHint": "Alles Geheime bleibt verborgen, bis {name} tippt.",
  "hotseat.ready": "{name}: tippen, wenn bereit",
  "hotseat.atDevice": "An diesem Gerät: {names}",
  "hotseat.waiting":
    "Niemand an diesem Gerät entscheidet gerade (es wird auf {who} gewartet); der Tisch wird gezeigt, wie Zuschauer ihn sehen.",
  "hotseat.waitingServer": "den Server",
  "hotseat.over": "Die Partie ist vorbei; der Tisch wird gezeigt, wie Zuschauer ihn sehen.",
  "hotseat.hide": "Meinen Tisch verbergen",
  "hotseat.back": "{name}: zurück zu meinem Tisch",
  "hotseat.handOn": "Gerät weitergeben",
  "hotseat.noSeats": "Dieser Browser hält keine Plätze dieser Partie für das gemeinsame Gerät.",
};
