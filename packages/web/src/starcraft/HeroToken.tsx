/**
 * The hero token under a Brood War hero's figure, drawn on the map (our own art): a gold star in
 * a dark ring at the miniature's upper corner, and a gold ring round the figure, so a hero reads
 * as a hero without colour alone (the star's shape tells it too).
 */
export function HeroToken() {
  return (
    <g className="hero-token" pointerEvents="none">
      <circle r={17} fill="none" stroke="#f0c05a" strokeWidth={2} />
      <g transform="translate(-13 -13)">
        <circle r={7.5} fill="#2a1d05" stroke="#f0c05a" strokeWidth={1.4} />
        <path
          d="M0,-5.5 L1.6,-1.7 L5.3,-1.7 L2.4,0.8 L3.4,4.8 L0,2.5 L-3.4,4.8 L-2.4,0.8 L-5.3,-1.7 L-1.6,-1.7 Z"
          fill="#f0c05a"
        />
      </g>
    </g>
  );
}
