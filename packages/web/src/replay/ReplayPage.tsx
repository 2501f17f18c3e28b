/** Placeholder replaced below. */
export function ReplayPage({ gameId }: { gameId: string }) {
  return <main className="page">Replay of {gameId}</main>;
}
