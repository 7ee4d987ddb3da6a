import {
  type AuditEntry,
  auditHistoryTxn,
  type FieldDefinition,
  type FolderDefinition,
} from '@muster/protocol';
import { useState } from 'react';
import { formattedValue } from '../fields/shared/formatted-value';
import type { MessageKey } from '../i18n/messages';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';
import { notifyFailure } from '../provider/notify-failure';
import { actedAt } from './workflow-history';

const opLabels: Record<AuditEntry['op'], MessageKey> = {
  insert: 'Added',
  update: 'Changed',
  delete: 'Deleted',
};

/** The fields a change names: the record's own, or its detail's (`part`). */
function fieldsOf(definition: FolderDefinition, part: string | null): readonly FieldDefinition[] {
  if (!part) return definition.fields;
  return definition.fields.find((field) => field.name === part)?.fields ?? [];
}

/**
 * A stored record's change history (issue #32 item 5): who changed which field from what to
 * what, when and why, read with `txn_audit_history` when the panel is opened. Values show as
 * the list shows them (a state's label, a reference's name, an IST date), never the stored code.
 */
export function AuditHistory({ definition, id }: { definition: FolderDefinition; id: string }) {
  const engine = useEngine();
  const { t, locale, env, client } = engine;
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);

  const load = () => {
    client
      .call(auditHistoryTxn, { folder: definition.name, id })
      .then((result) => setEntries(result.records))
      .catch((error: unknown) => notifyFailure(engine.notify, error));
  };
  const shown = (field: FieldDefinition | undefined, value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (!field) return typeof value === 'string' ? value : JSON.stringify(value);
    if (field.format_expr)
      return formattedValue(
        { ...field, format_expr: field.format_expr },
        { [field.name]: value },
        {
          env,
          folder: definition.name,
          t,
        },
      );
    return engine
      .kind(field.type)
      .format(value, { locale, timeZone: engine.timeZone, folders: engine.definition });
  };
  const rows = (entries ?? []).flatMap((entry) => {
    const fields = fieldsOf(definition, entry.part);
    const part = entry.part ? definition.fields.find((field) => field.name === entry.part) : undefined;
    // in the form's order of the fields, as a reader scans the record
    const position = (name: string) => {
      const index = fields.findIndex((candidate) => candidate.name === name);
      return index < 0 ? fields.length : index;
    };
    const changes = [...entry.changes].sort((a, b) => position(a.field) - position(b.field));
    return changes.map((change) => {
      const field = fields.find((candidate) => candidate.name === change.field);
      return {
        key: `${entry.seq}:${change.field}`,
        when: actedAt(entry.done_at, env.time_zone),
        who: entry.done_by ?? t('System'),
        what: [t(opLabels[entry.op]), part ? labelIn(part.label, locale) : ''].filter(Boolean).join(' · '),
        field: field ? labelIn(field.label, locale) : change.field,
        from: shown(field, change.from),
        to: shown(field, change.to),
        reason: entry.reason ?? '',
      };
    });
  });

  return (
    <details
      className="me-section me-audit"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open && entries === null) load();
      }}
    >
      <summary className="me-section-title">{t('Change history')}</summary>
      {entries && rows.length === 0 && <p className="me-history-empty">{t('No changes recorded yet')}</p>}
      {rows.length > 0 && (
        <table className="me-history" aria-label={t('Change history')}>
          <thead>
            <tr>
              <th scope="col">{t('When')}</th>
              <th scope="col">{t('By')}</th>
              <th scope="col">{t('Change')}</th>
              <th scope="col">{t('Field')}</th>
              <th scope="col">{t('Before')}</th>
              <th scope="col">{t('After')}</th>
              <th scope="col">{t('Reason')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.when}</td>
                <td>{row.who}</td>
                <td>{row.what}</td>
                <td>{row.field}</td>
                <td>{row.from}</td>
                <td>{row.to}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
