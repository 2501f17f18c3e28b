import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { applyToDocument, I18nProvider, initialLanguage } from "./i18n/I18n";
import "./styles.css";

// The language is applied before the first render, so a right-to-left page never flashes LTR.
const lang = initialLanguage();
applyToDocument(lang);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider initial={lang}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
