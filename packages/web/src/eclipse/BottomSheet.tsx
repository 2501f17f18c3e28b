/**
 * A bottom sheet over the galaxy (the phone's player boards, technology supply, blueprints): a
 * modal dialog named by its heading, with a close button. Opening moves the focus into it,
 * Escape or the close button closes it, and the focus goes back to what opened it; Tab stays
 * inside while it is open.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useT } from "../i18n";

const FOCUSABLE =
  'button:not([disabled]), [href], select, input, textarea, summary, [tabindex]:not([tabindex="-1"])';

export function BottomSheet({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves in once, on opening, and back to the opener on closing.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>(".ec-sheet-close")?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== "Tab" || !ref.current) return;
    const all = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <>
      <div className="ec-sheet-scrim" aria-hidden="true" onClick={onClose} />
      <div
        ref={ref}
        className="ec-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className="ec-sheet-head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="ec-sheet-close" onClick={onClose}>
            {t("ecs.sheet.close")}
          </button>
        </div>
        <div className="ec-sheet-body">{children}</div>
      </div>
    </>
  );
}
