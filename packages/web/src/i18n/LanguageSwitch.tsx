/** The language switch in every page header: each language listed in its own name. */
import { useLanguage, useT } from "./I18n";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "./languages";

export function LanguageSwitch() {
  const { lang, setLang } = useLanguage();
  const t = useT();
  return (
    <label className="language-switch">
      <select
        aria-label={t("app.language")}
        data-testid="language-switch"
        value={lang}
        onChange={(e) => setLang(e.target.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
