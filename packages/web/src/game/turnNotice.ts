/**
 * The player's choice of turn notices, kept in this browser: a system notification (the
 * browser's Notification API, with the player's permission) and/or a short sound, when it
 * becomes their turn while the tab is hidden.
 */
export interface TurnNoticePrefs {
  notify: boolean;
  sound: boolean;
}

const KEY = "koprulu.turnNotice";

export function turnNoticePrefs(): TurnNoticePrefs {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<TurnNoticePrefs>;
    return { notify: raw.notify === true, sound: raw.sound === true };
  } catch {
    return { notify: false, sound: false };
  }
}

export function saveTurnNoticePrefs(p: TurnNoticePrefs): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // private mode without storage: the choice lasts for this page only
  }
}

/** Two short tones (Web Audio: no sound file to load); silent where audio is unavailable. */
export function playTurnSound(): void {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    [0, 0.18].forEach((at, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = i === 0 ? 660 : 880;
      gain.gain.value = 0.08;
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + at);
      osc.stop(ctx.currentTime + at + 0.14);
    });
    setTimeout(() => void ctx.close(), 800);
  } catch {
    // no audio: the notification (or the tab title) still tells
  }
}
