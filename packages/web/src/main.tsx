import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { I18nProvider, startLanguage } from "./i18n/I18n";
import "./styles.css";

// The language (and its catalog) is ready before the first render, so a Hebrew page never
// flashes in English or left to right.
startLanguage().then((lang) =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider initial={lang}>
        <App />
      </I18nProvider>
    </StrictMode>,
  ),
);
