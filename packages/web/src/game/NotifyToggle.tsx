/**
 * "Notify me" and "Sound" switches in the game header. Permission for notifications is asked
 * only here, on the player's own click (browsers refuse a request made without one).
 */
import { useState } from "react";
import { useT } from "../i18n";
import "./clocks.css";
import { saveTurnNoticePrefs, type TurnNoticePrefs, turnNoticePrefs } from "./turnNotice";

export function NotifyToggle() {
  const t = useT();
  const [prefs, setPrefs] = useState<TurnNoticePrefs>(turnNoticePrefs);
  const [denied, setDenied] = useState(false);
  const supported = typeof Notification !== "undefined";
  const change = (next: TurnNoticePrefs) => {
    setPrefs(next);
    saveTurnNoticePrefs(next);
  };
  return (
    <span className="notify-toggle">
      {supported && (
        <label title={denied ? t("notify.denied") : undefined}>
          <input
            type="checkbox"
            aria-label={t("notify.toggle")}
            checked={prefs.notify && !denied}
            onChange={async (e) => {
              if (!e.currentTarget.checked) return change({ ...prefs, notify: false });
              const permission =
                Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
              setDenied(permission !== "granted");
              change({ ...prefs, notify: permission === "granted" });
            }}
          />{" "}
          <BellIcon />
          <span className="notify-word">{t("notify.toggle")}</span>
        </label>
      )}
      <label>
        <input
          type="checkbox"
          aria-label={t("notify.sound")}
          checked={prefs.sound}
          onChange={(e) => change({ ...prefs, sound: e.currentTarget.checked })}
        />{" "}
        <SpeakerIcon />
        <span className="notify-word">{t("notify.sound")}</span>
      </label>
      {denied && (
        <span className="muted small" role="status">
          {t("notify.denied")}
        </span>
      )}
    </span>
  );
}

// Drawn, not emoji: a phone's browser may have no emoji font (a box where the bell should be).
function BellIcon() {
  return (
    <svg className="notify-icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
      <path d="M8 1.5a4 4 0 0 0-4 4v3L2.5 11v1h11v-1L12 8.5v-3a4 4 0 0 0-4-4z" fill="currentColor" />
      <path d="M6.5 13a1.5 1.5 0 0 0 3 0z" fill="currentColor" />
    </svg>
  );
}

function SpeakerIcon() {
  return (
    <svg className="notify-icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
      <path d="M2 6h3l4-3.5v11L5 10H2z" fill="currentColor" />
      <path
        d="M11 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6 6 0 0 1 0 9"
        stroke="currentColor"
        fill="none"
        strokeWidth="1.3"
      />
    </svg>
  );
}
