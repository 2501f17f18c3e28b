/**
 * A labelled drop-down of the create form: the label's words, then the select, then any notes
 * (why an option is disabled). The clock and every ruleset's options form draw their choices with
 * it, so the lobby's drop-downs read and behave alike. Core (no ruleset): the options forms in
 * the rulesets' chunks import it from the lobby entry.
 */
import type { ReactNode } from "react";

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export function LabelledSelect<V extends string>({
  label,
  name,
  ariaLabel,
  className,
  value,
  options,
  onChange,
  children,
}: {
  label: string;
  /** The form field's name (tests and the browser's form state find the field by it). */
  name?: string;
  ariaLabel?: string;
  className?: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange(value: V): void;
  /** Drawn after the select, inside the label. */
  children?: ReactNode;
}) {
  return (
    <label className={className}>
      {label}{" "}
      <select
        name={name}
        aria-label={ariaLabel}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {children}
    </label>
  );
}
