/**
 * The phone's bar under the galaxy: buttons that open the player boards, the technology supply
 * and the blueprints as bottom sheets (the galaxy keeps the screen), and one that shows or hides
 * the page's action list and log (the accessible fallback, hidden on phones until asked for so
 * the table is one screen).
 */
import { useEffect, useRef, useState } from "react";
import { type MessageKey, useT } from "../i18n";

export const SHEETS = ["boards", "tech", "blueprints"] as const;
export type SheetKind = (typeof SHEETS)[number];

const LABELS: Record<SheetKind, MessageKey> = {
  boards: "ecs.sheet.open.boards",
  tech: "ecs.sheet.open.tech",
  blueprints: "ecs.sheet.open.blueprints",
};

export const sheetTitle = (t: (k: MessageKey) => string, kind: SheetKind) => t(LABELS[kind]);

export function PhoneBar({ open }: { open(kind: SheetKind): void }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const [side, setSide] = useState(false);
  // The page's side column (action list, log) is the generic page's; the phone hides it with
  // eclipse.css until this button asks for it, marked on the page element.
  useEffect(() => {
    const page = ref.current?.closest<HTMLElement>(".game-page");
    if (!page) return;
    page.dataset.ecSide = side ? "open" : "closed";
    return () => {
      delete page.dataset.ecSide;
    };
  }, [side]);
  return (
    <nav ref={ref} className="ec-phonebar" aria-label={t("ecs.sheet.bar")}>
      {SHEETS.map((kind) => (
        <button key={kind} type="button" data-sheet={kind} aria-haspopup="dialog" onClick={() => open(kind)}>
          {t(LABELS[kind])}
        </button>
      ))}
      <button type="button" data-sheet="side" aria-expanded={side} onClick={() => setSide((x) => !x)}>
        {t("ecs.sheet.side")}
      </button>
    </nav>
  );
}
