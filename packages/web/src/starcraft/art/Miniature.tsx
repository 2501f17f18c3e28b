/**
 * A unit drawn as a miniature in its seat's colour: the silhouette tells the type — a ground
 * figure (head and shoulders on a base) or a flying craft (swept wings) — an assist unit wears
 * a halo, a cloaked one is drawn as a dashed ghost, and a stack of the same type shows its
 * count. The seat's shape sits on the base, so nothing depends on telling colours apart.
 * Drawn in a 40×40 box centred on (0, 0).
 */
import { seatColour, seatInk, seatShape, shapePath } from "../palette";

export interface MiniatureProps {
  owner: number;
  /** Two letters of the type ("Ma", "HT"). */
  label: string;
  flying?: boolean;
  assist?: boolean;
  cloaked?: boolean;
  count?: number;
}

const GROUND = "M -11,14 L -11,4 Q -11,-3 -5,-5 L 5,-5 Q 11,-3 11,4 L 11,14 Z";
const AIR = "M 0,-15 L 6,-4 L 18,4 L 18,8 L 5,5 L 3,13 L 0,11 L -3,13 L -5,5 L -18,8 L -18,4 L -6,-4 Z";

export function Miniature({ owner, label, flying, assist, cloaked, count = 1 }: MiniatureProps) {
  const fill = seatColour(owner);
  const ink = seatInk(owner);
  const kind = flying ? "air" : "ground";
  return (
    <g
      className={`miniature miniature-${kind}${assist ? " assist" : ""}${cloaked ? " cloaked" : ""}`}
      data-count={count}
    >
      {/* a larger invisible hit area: 40×40 */}
      <rect x={-20} y={-20} width={40} height={40} fill="transparent" className="mini-hit" />
      {count > 1 && (
        // the stack: a second figure peeking out behind
        <g transform="translate(4 -3)" opacity={0.55}>
          {flying ? (
            <path d={AIR} fill={fill} stroke="#000" strokeWidth={1.2} />
          ) : (
            <path d={GROUND} fill={fill} stroke="#000" strokeWidth={1.2} />
          )}
        </g>
      )}
      {assist && <circle r={17} fill="none" stroke="#f6e27a" strokeWidth={2} strokeDasharray="4 3" />}
      {flying ? (
        <>
          <ellipse cx={0} cy={16} rx={9} ry={3} fill="#000" opacity={0.45} />
          <path
            d={AIR}
            fill={fill}
            fillOpacity={cloaked ? 0.35 : 1}
            stroke={cloaked ? "#fff" : "#000"}
            strokeWidth={1.4}
            strokeDasharray={cloaked ? "3 2" : undefined}
          />
        </>
      ) : (
        <>
          <ellipse cx={0} cy={14} rx={14} ry={4} fill="#000" opacity={0.55} />
          <path
            d={GROUND}
            fill={fill}
            fillOpacity={cloaked ? 0.35 : 1}
            stroke={cloaked ? "#fff" : "#000"}
            strokeWidth={1.4}
            strokeDasharray={cloaked ? "3 2" : undefined}
          />
          <circle
            cy={-10}
            r={5.5}
            fill={fill}
            fillOpacity={cloaked ? 0.35 : 1}
            stroke={cloaked ? "#fff" : "#000"}
            strokeWidth={1.4}
          />
        </>
      )}
      <text
        y={flying ? 3 : 7}
        textAnchor="middle"
        dy="0.35em"
        fontSize={13}
        fontWeight={800}
        fill={cloaked ? "#fff" : ink}
        className="mini-label"
      >
        {label}
      </text>
      <path d={shapePath(seatShape(owner), 3.5)} transform="translate(-14 -14)" fill={fill} stroke="#fff" />
      {count > 1 && (
        <g transform="translate(13 -13)" className="stack-count">
          <circle r={8.5} fill="#0d1117" stroke="#e6edf3" strokeWidth={1.5} />
          <text textAnchor="middle" dy="0.35em" fontSize={13} fontWeight={800} fill="#fff">
            {count}
          </text>
        </g>
      )}
    </g>
  );
}
