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
            checked={prefs.notify && !denied}
            onChange={async (e) => {
              if (!e.currentTarget.checked) return change({ ...prefs, notify: false });
              const permission =
                Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
              setDenied(permission !== "granted");
              change({ ...prefs, notify: permission === "granted" });
            }}
          />{" "}
          {t("notify.toggle")}
        </label>
      )}
      <label>
        <input
          type="checkbox"
          checked={prefs.sound}
          onChange={(e) => change({ ...prefs, sound: e.currentTarget.checked })}
        />{" "}
        {t("notify.sound")}
      </label>
      {denied && (
        <span className="muted small" role="status">
          {t("notify.denied")}
        </span>
      )}
    </span>
  );
}
