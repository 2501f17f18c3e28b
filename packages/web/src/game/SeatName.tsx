/**
 * A seat's name on the page (issue 35): each name isolated in its own `<bdi>` — "Aldaris" inside
 * Hebrew, "דנה" inside English — and the brackets and a bot's words in the reader's direction, so
 * "Aldaris (בוט: היוריסטי) 3" never reads scrambled. The text is the plain label's.
 */
import { Fragment, type ReactNode } from "react";
import type { SeatNameParts } from "./seatName";

export function SeatName({ parts }: { parts: SeatNameParts }) {
  return (
    <span className="seat-name">
      <bdi>{parts.name}</bdi>
      {parts.role !== undefined && (
        <>
          {" ("}
          <bdi>{parts.role}</bdi>
          {")"}
        </>
      )}
      {parts.bot !== undefined && ` (${parts.bot})`}
    </span>
  );
}

/** A stand-in for the i-th node inside a translated sentence (a private-use character). */
export const slot = (i: number) => String.fromCharCode(0xe000 + i);

/** A translated sentence with its stand-ins replaced by `node(i)` (names drawn as elements). */
export function withNodes(text: string, node: (i: number) => ReactNode): ReactNode[] {
  return text.split(/([\uE000-\uE0FF])/).map((piece, i) => {
    const code = piece.length === 1 ? piece.charCodeAt(0) - 0xe000 : -1;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence
    return code >= 0 ? <Fragment key={i}>{node(code)}</Fragment> : piece;
  });
}
