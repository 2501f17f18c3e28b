/**
 * Whether the table is on a phone-sized screen (≤ 700 px wide, as eclipse.css's phone rules):
 * there the galaxy takes the screen and the boards open as sheets. Follows the media query live
 * (a rotated phone); false where matchMedia is missing (jsdom, old browsers): the desktop layout.
 */
import { useSyncExternalStore } from "react";

export const PHONE_QUERY = "(max-width: 700px)";

const query = () => (typeof window === "undefined" ? undefined : window.matchMedia?.(PHONE_QUERY));

function subscribe(onChange: () => void): () => void {
  const q = query();
  q?.addEventListener?.("change", onChange);
  return () => q?.removeEventListener?.("change", onChange);
}

export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
