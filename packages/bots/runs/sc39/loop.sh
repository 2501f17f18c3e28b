#!/bin/bash
# runs/loop.sh TAG FROM TO GAMES BUDGET 'OPTS' — chunks seeds sc39-FROM..TO one after another
cd /work/wt/sc39
tag=$1; from=$2; to=$3; games=$4; budget=$5; opts=$6; shift 6
for k in $(seq $from $to); do
  [ -f runs/STOP ] && break
  runs/run.sh $tag sc39-$k $games $budget "$opts" "$@"
done
