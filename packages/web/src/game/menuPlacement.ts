/**
 * Where a menu opened at a point of the board goes: below and right of the point when it fits,
 * else flipped above or to the left, and always clamped inside the window with a margin, so
 * every option stays reachable (a planet on the bottom row opens its menu above itself).
 */
export interface Box {
  width: number;
  height: number;
}

export const MENU_MARGIN = 8;

export function placeMenu(
  anchor: { x: number; y: number },
  menu: Box,
  viewport: Box,
): { left: number; top: number; maxHeight: number } {
  const m = MENU_MARGIN;
  const maxHeight = Math.max(120, viewport.height - 2 * m);
  const height = Math.min(menu.height, maxHeight);
  const width = Math.min(menu.width, viewport.width - 2 * m);
  let left = anchor.x + width + m <= viewport.width ? anchor.x : anchor.x - width;
  let top = anchor.y + height + m <= viewport.height ? anchor.y : anchor.y - height;
  left = Math.max(m, Math.min(left, viewport.width - width - m));
  top = Math.max(m, Math.min(top, viewport.height - height - m));
  return { left, top, maxHeight };
}
