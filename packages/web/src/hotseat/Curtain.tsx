/**
 * The curtain between two players at one device. It draws nothing of the table: the page behind
 * it is not rendered at all (not merely covered), so the previous player's view has left the DOM
 * and the next player's view is fetched only after the tap.
 */
import type { ReactNode } from "react";
import { LanguageSwitch, useT } from "../i18n";

/** Unicode isolates keep a name whole inside right-to-left text. */
const isolate = (s: string) => `\u2068${s}\u2069`;

export function Curtain({
  name,
  atDevice,
  onReady,
  children,
}: {
  name: string;
  atDevice: string[];
  onReady(): void;
  /** Below the tap: the holder's way back to its own table, when someone holds the device. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <main className="page hotseat-curtain" aria-label={t("hotseat.label")} data-testid="hotseat-curtain">
      <h1>{t("hotseat.curtainTitle", { name: isolate(name) })}</h1>
      <p>{t("hotseat.curtainHint", { name: isolate(name) })}</p>
      <button type="button" className="primary hotseat-ready" onClick={onReady}>
        {t("hotseat.ready", { name: isolate(name) })}
      </button>
      {children}
      <p className="muted">{t("hotseat.atDevice", { names: atDevice.map(isolate).join(", ") })}</p>
      <LanguageSwitch />
    </main>
  );
}
