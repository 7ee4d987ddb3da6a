/** Pixels a quiet button takes beyond its text (padding, border) and the gap between two. */
const buttonChrome = 26;
const buttonGap = 6;
/** A generous width of one character of the list's 14 px text, Latin or Indic. */
const characterWidth = 8;
const cellPadding = 16;

/**
 * The width of a list's actions column that shows every row button at once, from their
 * labels in the user's language: react-data-grid sizes a column before its cells render, so
 * the buttons' own width cannot size it.
 */
export function rowActionsWidth(labels: readonly string[]): number {
  if (!labels.length) return 120;
  const buttons = labels.reduce((sum, label) => sum + label.length * characterWidth + buttonChrome, 0);
  return Math.max(120, cellPadding + buttons + buttonGap * (labels.length - 1));
}
