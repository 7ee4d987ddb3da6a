import type { GridsTranslate } from '../i18n/translate';

/**
 * Whether a change that reloads the grid (another week, contract or filter) may go on:
 * edits are held on the client until Save (spec 001 §3 "Edits held on the client"), so with
 * some queued the user is asked first instead of losing them silently.
 */
export function mayDiscardEdits(dirty: boolean, t: GridsTranslate): boolean {
  return !dirty || window.confirm(t('You have unsaved changes. Discard them?'));
}
