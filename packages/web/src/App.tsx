/** The app shell: one page per route. */

import { lazy, Suspense } from "react";
import { tokenFor } from "./api/tokens";
import { GamePage } from "./game/GamePage";
import { HotSeatPage } from "./hotseat/HotSeatPage";
import { Lobby } from "./lobby/Lobby";
import { useRoute } from "./router";

// The replay page (timeline, score chart, the rules replayed in the browser) is its own chunk.
const ReplayPage = lazy(() => import("./replay/ReplayPage").then((m) => ({ default: m.ReplayPage })));

export function App() {
  const route = useRoute();
  switch (route.page) {
    case "play":
      return (
        <GamePage key={route.gameId} gameId={route.gameId} token={tokenFor(route.gameId, route.token)} />
      );
    case "watch":
      return <GamePage key={`w:${route.gameId}`} gameId={route.gameId} token={null} />;
    case "hotseat":
      return <HotSeatPage key={`h:${route.gameId}`} gameId={route.gameId} />;
    case "replay":
      return (
        <Suspense fallback={null}>
          <ReplayPage key={route.gameId} gameId={route.gameId} />
        </Suspense>
      );
    default:
      return <Lobby />;
  }
}
