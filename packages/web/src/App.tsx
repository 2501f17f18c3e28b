/** The app shell: one page per route. */

import { lazy, Suspense } from "react";
import { tokenFor } from "./api/tokens";
import { Lobby } from "./lobby/Lobby";
import { PageLoading } from "./PageLoading";
import { useRoute } from "./router";

// The lobby is in the entry; the game page (table frame, action list, log) and the replay page
// (timeline, score chart, the rules replayed in the browser) are chunks of their own, and each
// ruleset's table a chunk of its own again (boards/registry.ts). See "How the bundle is split"
// in the README.
const GamePage = lazy(() => import("./game/GamePage").then((m) => ({ default: m.GamePage })));
const HotSeatPage = lazy(() => import("./hotseat/HotSeatPage").then((m) => ({ default: m.HotSeatPage })));
const ReplayPage = lazy(() => import("./replay/ReplayPage").then((m) => ({ default: m.ReplayPage })));
const SeatReplayPage = lazy(() =>
  import("./replay/SeatReplayPage").then((m) => ({ default: m.SeatReplayPage })),
);

export function App() {
  const route = useRoute();
  switch (route.page) {
    case "play":
      return (
        <Suspense fallback={<PageLoading words="game.loading" />}>
          <GamePage key={route.gameId} gameId={route.gameId} token={tokenFor(route.gameId, route.token)} />
        </Suspense>
      );
    case "watch":
      return (
        <Suspense fallback={<PageLoading words="game.loading" />}>
          <GamePage key={`w:${route.gameId}`} gameId={route.gameId} token={null} />
        </Suspense>
      );
    case "hotseat":
      return (
        <Suspense fallback={<PageLoading words="game.loading" />}>
          <HotSeatPage key={`h:${route.gameId}`} gameId={route.gameId} />
        </Suspense>
      );
    case "replay":
      return (
        <Suspense fallback={<PageLoading words="replay.loading" />}>
          <ReplayPage key={route.gameId} gameId={route.gameId} />
        </Suspense>
      );
    case "replay-view":
      return (
        <Suspense fallback={<PageLoading words="replay.loading" />}>
          <SeatReplayPage key={`${route.gameId}:${route.seat}`} gameId={route.gameId} seat={route.seat} />
        </Suspense>
      );
    default:
      return <Lobby />;
  }
}
