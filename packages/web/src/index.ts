/** @koprulu/web: the React client. Exported for tests and for other packages' tooling. */
export { App } from "./App";
export { rulesetUi } from "./boards/registry";
