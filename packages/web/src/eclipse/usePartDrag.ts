/**
 * Dragging a part from the supply onto a blueprint slot with pointer events (mouse, pen, touch).
 * A press that moves less than a few pixels stays a click (the accessible path: choose a slot,
 * then a part); a drag shows the part under the pointer and, on release over a slot, names the
 * slot (`data-slot` inside a `data-hull` blueprint) to `onDrop`. The click that ends a drag is
 * not a click.
 */
import { type PointerEvent, useRef, useState } from "react";

/** Pixels a press must move before it is a drag. */
const DRAG_FROM = 6;

export interface Dragged {
  part: string;
  x: number;
  y: number;
}

export function usePartDrag(onDrop: (part: string, hull: string, slot: number) => void) {
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const press = useRef<{ part: string; id: number; x: number; y: number; moved: boolean } | null>(null);
  const justDragged = useRef(false);

  const handlers = (part: string) => ({
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0) return;
      justDragged.current = false;
      press.current = { part, id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const p = press.current;
      if (!p || p.id !== e.pointerId) return;
      if (!p.moved && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_FROM) return;
      p.moved = true;
      setDragged({ part, x: e.clientX, y: e.clientY });
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const p = press.current;
      press.current = null;
      if (!p || p.id !== e.pointerId || !p.moved) return;
      setDragged(null);
      // The click that may follow this release (on the part, when dropped where it started) is
      // part of the drag; a release elsewhere sends none, so the mark does not outlive this task.
      justDragged.current = true;
      setTimeout(() => {
        justDragged.current = false;
      }, 0);
      const slot = document.elementFromPoint?.(e.clientX, e.clientY)?.closest("[data-slot]");
      const hull = slot?.closest("[data-hull]")?.getAttribute("data-hull");
      if (slot && hull) onDrop(p.part, hull, Number(slot.getAttribute("data-slot")));
    },
    onPointerCancel() {
      press.current = null;
      setDragged(null);
    },
  });

  /** True (once) when the click being handled ends a drag: the click is then ignored. */
  const endedDrag = () => {
    const was = justDragged.current;
    justDragged.current = false;
    return was;
  };

  return { dragged, handlers, endedDrag };
}
