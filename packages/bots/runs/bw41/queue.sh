#!/bin/bash
# Runs jobs one at a time from queue.txt, removing each line as it starts. A line is either
#   label seed games budget kind [opts]   (a ladder chunk: chunk.sh), or
#   run <shell command>                    (anything else that plays games, e.g. an analysis script).
# The nice level comes from the file `nice` (10 while other measurements share the machine).
cd "$(dirname "$0")" || exit 1
while true; do
  # Never two game processes: wait for a chunk started by an earlier runner (WAITPID).
  while [ -n "${WAITPID:-}" ] && kill -0 "$WAITPID" 2>/dev/null; do sleep 5; done
  line=$(head -n 1 queue.txt 2>/dev/null)
  [ -z "$line" ] && { sleep 10; [ -f stop ] && exit 0; continue; }
  sed -i 1d queue.txt
  lvl=$(cat nice 2>/dev/null || echo 10)
  if [ "${line%% *}" = run ]; then
    (cd ../../../.. && echo "[$(date -u +%H:%M)] ${line#run }" >>packages/bots/runs/bw41/jobs.out && nice -n "$lvl" bash -c "${line#run }" >>packages/bots/runs/bw41/jobs.out 2>&1)
    continue
  fi
  read -r label seed games budget kind opts <<<"$line"
  NICE=$lvl ./chunk.sh "$label" "$seed" "$games" "$budget" "$kind" "$opts"
done
