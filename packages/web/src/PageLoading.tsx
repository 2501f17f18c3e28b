/**
 * What a lazily loaded page shows while its chunk arrives (the Suspense fallback of App): the
 * same words the page itself shows while it waits for its game, in a status region named by
 * them, so a screen reader hears why the page is empty and tests find nothing else by its role.
 */
import { type MessageKey, useT } from "./i18n";

export function PageLoading({ words }: { words: MessageKey }) {
  const t = useT();
  return (
    <main className="page">
      <p role="status" aria-label={t(words)}>
        {t(words)}
      </p>
    </main>
  );
}
