/** A refused action: what happened and, when the server says, the rule that refused it. */
import type { Refusal } from "../api/useGame";

export function RefusalBanner({ refusal, onClose }: { refusal: Refusal; onClose(): void }) {
  return (
    <div className="refusal" role="alert">
      <div>
        <strong>Refused:</strong> {refusal.message}
        {refusal.rule && (
          <div className="refusal-rule">
            Rule: <em>{refusal.rule}</em>
          </div>
        )}
        <div className="refusal-code">code: {refusal.code}</div>
      </div>
      <button type="button" onClick={onClose} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
