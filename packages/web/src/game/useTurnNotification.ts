/**
 * When it becomes this seat's turn while the tab is hidden (document.visibilityState), tell the
 * player the ways they chose (turnNotice.ts): a system notification and/or a sound. A visible
 * tab needs neither: the page itself shows it.
 */
import { useEffect, useRef } from "react";
import { playTurnSound, turnNoticePrefs } from "./turnNotice";

export function useTurnNotification(myTurn: boolean, gameId: string, text: string): void {
  const before = useRef(false);
  useEffect(() => {
    const became = myTurn && !before.current;
    before.current = myTurn;
    if (!became || document.visibilityState !== "hidden") return;
    const prefs = turnNoticePrefs();
    if (prefs.notify && typeof Notification !== "undefined" && Notification.permission === "granted") {
      try {
        const n = new Notification(text, { tag: `koprulu-turn-${gameId}` });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        // some mobile browsers allow notifications only from a service worker
      }
    }
    if (prefs.sound) playTurnSound();
  }, [myTurn, gameId, text]);
}
