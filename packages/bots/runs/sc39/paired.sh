#!/bin/bash
# runs/paired.sh FROM TO — per seed sc39-k: the fitted evaluation (fit2), then the material one (mat)
cd /work/wt/sc39
KOPRULU_STARCRAFT_EVAL=material runs/run.sh mat sc39-2 5 800 ""
for k in $(seq $1 $2); do
  [ -f runs/STOP ] && break
  runs/run.sh fit2 sc39-$k 5 800 ''
  [ -f runs/STOP ] && break
  KOPRULU_STARCRAFT_EVAL=material runs/run.sh mat sc39-$k 5 800 ''
done
