/** The app shell: one page per route. */

import { tokenFor } from "./api/tokens";
import { GamePage } from "./game/GamePage";
import { Lobby } from "./lobby/Lobby";
import { ReplayPage } from "./replay/ReplayPage";
import { useRoute } from "./router";

export function App() {
  const route = useRoute();
  switch (route.page) {
    case "play":
      return (
        <GamePage key={route.gameId} gameId={route.gameId} token={tokenFor(route.gameId, route.token)} />
      );
    case "watch":
      return <GamePage key={`w:${route.gameId}`} gameId={route.gameId} token={null} />;
    case "replay":
      return <ReplayPage key={route.gameId} gameId={route.gameId} />;
    default:
      return <Lobby />;
  }
}
