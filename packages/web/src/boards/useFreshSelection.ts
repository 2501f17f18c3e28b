/**
 * The selection and the choice menu of a board that is played by clicking targets (StarCraft,
 * Lite), both cleared whenever the legal actions change: a new state starts a fresh selection.
 * `reset` clears the board's own pending bits at the same moment (a preview, a placement turn).
 */
import { useEffect, useMemo, useState } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";

export interface ChoiceMenuState {
  actions: Action[];
  anchor: { x: number; y: number };
}

export function useFreshSelection<K>(actions: Action[], reset?: () => void) {
  const [selection, setSelection] = useState<K[]>([]);
  const [menu, setMenu] = useState<ChoiceMenuState | null>(null);
  const actionsKey = useMemo(() => actions.map(canonical).join("|"), [actions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the legal actions change
  useEffect(() => {
    setSelection([]);
    setMenu(null);
    reset?.();
  }, [actionsKey]);
  return { selection, setSelection, menu, setMenu, actionsKey };
}
