/**
 * The Actions column of a staff table: on a phone the table scrolls sideways, and the column people
 * came for would otherwise start off-screen. It stays pinned to the end edge, over the other cells.
 */
export const STICKY_ACTIONS_COLUMN = {
  position: 'sticky',
  insetEnd: '0',
  zIndex: '1',
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 {colors.border}',
} as const;
