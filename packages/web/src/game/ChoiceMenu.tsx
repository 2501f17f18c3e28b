/**
 * When a board element (a planet, an area, a card) offers several legal actions, clicking it
 * opens this small menu of those actions in words. Keyboard: focus moves into the menu,
 * Escape closes it.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { useT } from "../i18n";
import { distinctChoices } from "./distinctChoices";
import { placeMenu } from "./menuPlacement";

export interface ChoiceMenuProps {
  title: string;
  actions: Action[];
  describe(action: Action): string;
  /** `how.touch`: chosen by a finger or a pen (the board may then preview it and ask to confirm). */
  onChoose(action: Action, how?: { touch: boolean }): void;
  onClose(): void;
  /** An option under the pointer or focused (null when left): the board may preview it. */
  onPreview?(action: Action | null): void;
  /** Open at this window point (fixed, kept inside the window); else laid out in the flow. */
  anchor?: { x: number; y: number };
  /** Drawn after an action's words inside its button (its price, …), or nothing. */
  extra?(action: Action): ReactNode;
}

export function ChoiceMenu({
  title,
  actions,
  describe,
  onChoose,
  onClose,
  anchor,
  onPreview,
  extra,
}: ChoiceMenuProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // The kind of pointer that pressed an option (none when chosen with the keyboard).
  const pressedBy = useRef<string | null>(null);
  const [place, setPlace] = useState<{ left: number; top: number; maxHeight: number } | null>(null);
  useEffect(() => {
    ref.current?.querySelector("button")?.focus();
  }, []);
  // Measure once drawn, then move it where all of it is visible.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!anchor || !el) return;
    const r = el.getBoundingClientRect();
    setPlace(
      placeMenu(
        anchor,
        { width: r.width, height: el.scrollHeight },
        { width: innerWidth, height: innerHeight },
      ),
    );
  }, [anchor]);
  return (
    <div
      className={`choice-menu${anchor ? " floating" : ""}`}
      role="dialog"
      aria-label={title}
      ref={ref}
      style={
        anchor
          ? {
              position: "fixed",
              left: place?.left ?? anchor.x,
              top: place?.top ?? anchor.y,
              maxHeight: place?.maxHeight,
              visibility: place ? "visible" : "hidden",
            }
          : undefined
      }
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <div className="choice-menu-title">{title}</div>
      <ul>
        {distinctChoices(actions, describe).map((a) => (
          <li key={canonical(a)}>
            <button
              type="button"
              onPointerDown={(e) => {
                pressedBy.current = e.pointerType;
              }}
              onClick={() => {
                const by = pressedBy.current;
                pressedBy.current = null;
                onChoose(a, { touch: by === "touch" || by === "pen" });
              }}
              onPointerEnter={onPreview ? () => onPreview(a) : undefined}
              onPointerLeave={onPreview ? () => onPreview(null) : undefined}
              onFocus={onPreview ? () => onPreview(a) : undefined}
            >
              {describe(a)}
              {extra?.(a)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="choice-menu-close" onClick={onClose}>
        {t("menu.cancel")}
      </button>
    </div>
  );
}
