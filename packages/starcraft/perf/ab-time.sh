#!/usr/bin/env bash
# Before/after timing in one run on a loaded machine: packages/starcraft at REV (default: the
# commit before this perf work) and at HEAD are unpacked side by side and timed alternately,
# ROUNDS times each: random 4-player games (perf/time.ts) and ISMCTS at the opening (perf/mcts.ts).
#   packages/starcraft/perf/ab-time.sh [REV]      (ROUNDS=2 GAMES=100 MS=3000)
set -euo pipefail
root=$(git rev-parse --show-toplevel)
rev=${1:-5e725f5}
dir=$(mktemp -d /tmp/sc-abtime.XXXXXX)
trap 'rm -rf "$dir"' EXIT
for side in before after; do
  mkdir -p "$dir/$side"
  if [ "$side" = before ]; then ref=$rev; else ref=HEAD; fi
  git -C "$root" archive "$ref" packages/starcraft | tar -x -C "$dir/$side"
  ln -s "$root/node_modules" "$dir/$side/node_modules"
  mkdir -p "$dir/$side/packages/starcraft/perf"
  cp "$root"/packages/starcraft/perf/*.ts "$dir/$side/packages/starcraft/perf/"
done
for r in $(seq "${ROUNDS:-2}"); do
  for side in before after; do
    cd "$dir/$side"
    echo "$side games $(npx tsx packages/starcraft/perf/time.ts --games "${GAMES:-100}")"
    echo "$side mcts  $(npx tsx packages/starcraft/perf/mcts.ts --ms "${MS:-3000}")"
  done
done
