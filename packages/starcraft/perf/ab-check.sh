#!/usr/bin/env bash
# Same seeds, same games: checks that the working copies of FILES (paths from the repo root)
# change no game, isolated from everyone else's uncommitted work. HEAD's packages/starcraft is
# unpacked in a temp dir, N seeded random games are hashed, FILES are copied over it, and the
# same games must hash the same.   GAMES=20 packages/starcraft/perf/ab-check.sh FILE...
set -euo pipefail
root=$(git rev-parse --show-toplevel)
snap=$(mktemp -d /tmp/sc-snap.XXXXXX)
trap 'rm -rf "$snap"' EXIT
git -C "$root" archive HEAD packages/starcraft | tar -x -C "$snap"
ln -s "$root/node_modules" "$snap/node_modules"
cp "$root"/packages/starcraft/perf/*.ts "$snap/packages/starcraft/perf/"
cd "$snap"
npx tsx packages/starcraft/perf/hashes.ts --games "${GAMES:-20}" --save "$snap/before.txt"
for f in "$@"; do cp "$root/$f" "$snap/$f"; done
npx tsx packages/starcraft/perf/hashes.ts --games "${GAMES:-20}" --check "$snap/before.txt"
