export type { MessageKey } from "./catalogs";
export { englishT, I18nProvider, initialLanguage, type Translate, useLanguage, useT } from "./I18n";
export { LanguageSwitch } from "./LanguageSwitch";
export { direction, LANGUAGES, type Language } from "./languages";
export { rulesetTitle } from "./rulesetTitle";
