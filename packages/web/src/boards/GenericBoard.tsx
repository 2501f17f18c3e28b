/**
 * The board of a ruleset the client has no special UI for: the view as a readable,
 * collapsible tree. Decisions are taken from the generic action list beside it.
 */
import type { BoardProps } from "../game/boardTypes";
import { humanize } from "../game/describe";
import { useT } from "../i18n";

export function ViewTree({ value, label, depth = 0 }: { value: unknown; label?: string; depth?: number }) {
  const t = useT();
  if (value === null || typeof value !== "object") {
    return (
      <div className="tree-leaf">
        {label !== undefined && <span className="tree-key">{label}: </span>}
        <span className="tree-value">{value === null ? "—" : String(value)}</span>
      </div>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>).map(([k, v]) => [humanize(k), v] as const);
  return (
    <details className="tree-node" open={depth < 2}>
      <summary>
        {label ?? t("generic.root")}{" "}
        <span className="muted">{Array.isArray(value) ? `[${entries.length}]` : ""}</span>
      </summary>
      <div className="tree-children">
        {entries.map(([k, v]) => (
          <ViewTree key={k} label={k} value={v} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}

export function GenericBoard({ game }: BoardProps) {
  const t = useT();
  return (
    <div className="generic-board">
      <ViewTree value={game.view} label={t("generic.view")} />
    </div>
  );
}
