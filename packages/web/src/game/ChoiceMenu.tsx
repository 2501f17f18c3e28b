/**
 * When a board element (a planet, an area, a card) offers several legal actions, clicking it
 * opens this small menu of those actions in words. Keyboard: focus moves into the menu,
 * Escape closes it.
 */
import { useEffect, useRef } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";

export interface ChoiceMenuProps {
  title: string;
  actions: Action[];
  describe(action: Action): string;
  onChoose(action: Action): void;
  onClose(): void;
}

export function ChoiceMenu({ title, actions, describe, onChoose, onClose }: ChoiceMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector("button")?.focus();
  }, []);
  return (
    <div
      className="choice-menu"
      role="dialog"
      aria-label={title}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <div className="choice-menu-title">{title}</div>
      <ul>
        {actions.map((a) => (
          <li key={canonical(a)}>
            <button type="button" onClick={() => onChoose(a)}>
              {describe(a)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="choice-menu-close" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
