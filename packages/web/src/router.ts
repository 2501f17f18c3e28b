/**
 * A minimal History-API router: a handful of pages do not need a routing library (and the bundle
 * stays small). Routes:
 *   /                       lobby
 *   /play/:gameId?token=T   play a seat (the token may also come from localStorage)
 *   /watch/:gameId          spectate
 *   /hotseat/:gameId        pass-and-play: the seats this browser holds "at this device"
 *   /replay/:gameId         replay a finished game
 *   /replay/:gameId/view?seat=N  the game so far as seat N (its token from this browser's
 *                           storage, never from the address) or, without a seat, a spectator saw it
 */
import { useEffect, useState } from "react";

export type Route =
  | { page: "lobby" }
  | { page: "play"; gameId: string; token: string | null }
  | { page: "watch"; gameId: string }
  | { page: "hotseat"; gameId: string }
  | { page: "replay"; gameId: string }
  | { page: "replay-view"; gameId: string; seat: number | null };

export function parseRoute(pathname: string, search: string): Route {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(search);
  if (parts[0] === "play" && parts[1]) return { page: "play", gameId: parts[1], token: params.get("token") };
  if (parts[0] === "watch" && parts[1]) return { page: "watch", gameId: parts[1] };
  if (parts[0] === "hotseat" && parts[1]) return { page: "hotseat", gameId: parts[1] };
  if (parts[0] === "replay" && parts[1] && parts[2] === "view") {
    const seat = params.get("seat");
    return {
      page: "replay-view",
      gameId: parts[1],
      seat: seat && /^\d{1,2}$/.test(seat) ? Number(seat) : null,
    };
  }
  if (parts[0] === "replay" && parts[1]) return { page: "replay", gameId: parts[1] };
  return { page: "lobby" };
}

export function navigate(to: string): void {
  history.pushState(null, "", to);
  dispatchEvent(new PopStateEvent("popstate"));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname, location.search));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location.pathname, location.search));
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  return route;
}

/** An in-app link: plain <a> for keyboard, middle-click and copy, without a page reload. */
export function linkProps(to: string): {
  href: string;
  onClick(e: { preventDefault(): void; button?: number; metaKey?: boolean; ctrlKey?: boolean }): void;
} {
  return {
    href: to,
    onClick(e) {
      if (e.button !== undefined && e.button !== 0) return;
      if (e.metaKey || e.ctrlKey) return;
      e.preventDefault();
      navigate(to);
    },
  };
}
