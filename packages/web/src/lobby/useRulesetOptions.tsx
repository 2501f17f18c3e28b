/**
 * The create form's ruleset options: loads the chosen ruleset's options form (rulesetOptions.ts),
 * keeps each ruleset's choices while the player switches between rulesets, and builds the
 * options sent to the server. Until the form has arrived the create button waits (`ready`), so
 * a game is never created with other options than the form shows.
 */
import { type ReactNode, useEffect, useState } from "react";
import { useT } from "../i18n";
import { loadRulesetOptions, type RulesetOptions } from "./rulesetOptions";

export interface RulesetOptionsState {
  /** The form is here (or the ruleset has none). */
  ready: boolean;
  form(players: number): ReactNode;
  build(players: number): Record<string, unknown> | undefined;
}

export function useRulesetOptions(rulesetId: string | undefined): RulesetOptionsState {
  const t = useT();
  const [loaded, setLoaded] = useState<Record<string, RulesetOptions | null>>({});
  const [values, setValues] = useState<Record<string, unknown>>({});

  useEffect(() => {
    if (!rulesetId || rulesetId in loaded) return;
    let live = true;
    loadRulesetOptions(rulesetId).then(
      (options) => live && setLoaded((old) => ({ ...old, [rulesetId]: options })),
      () => {
        // Not fetched (offline): the form keeps waiting; choosing the ruleset again retries.
      },
    );
    return () => {
      live = false;
    };
  }, [rulesetId, loaded]);

  if (!rulesetId) return { ready: false, form: () => null, build: () => undefined };
  if (!(rulesetId in loaded))
    return {
      ready: false,
      form: () => (
        <p className="muted" role="status" aria-label={t("lobby.loading")}>
          {t("lobby.loading")}
        </p>
      ),
      build: () => undefined,
    };
  const options = loaded[rulesetId];
  if (!options) return { ready: true, form: () => null, build: () => undefined };
  const value = rulesetId in values ? values[rulesetId] : options.defaults;
  const { Form } = options;
  return {
    ready: true,
    form: (players) => (
      <Form
        players={players}
        value={value}
        onChange={(next) => setValues((old) => ({ ...old, [rulesetId]: next }))}
      />
    ),
    build: (players) => options.optionsFor(players, value),
  };
}
