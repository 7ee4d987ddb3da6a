import { evaluateValue } from '@muster/expr';
import type { BusinessEnv, FieldDefinition } from '@muster/protocol';
import type { MessageKey } from '../../i18n/messages';
import type { Translate } from '../../i18n/translate';

/**
 * A field's value as its format_expr shows it, in the user's language: a format names a
 * state by the engine's label ('Processing' for `intermediate_approved`), so the list's cell
 * and a read-only field show the same words, never the stored code.
 */
export function formattedValue(
  field: FieldDefinition & { format_expr: string },
  row: Record<string, unknown>,
  context: { env: BusinessEnv; folder: string; t: Translate },
): string {
  const shown = evaluateValue(
    field.format_expr,
    { row, env: context.env },
    { folder: context.folder, field: field.name },
    '',
  );
  return context.t(String(shown) as MessageKey);
}
