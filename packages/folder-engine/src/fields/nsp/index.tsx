import { useState } from 'react';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';

type Entries = Record<string, unknown>;
type Nsp = Record<string, Entries> | null;

/**
 * A two-level pick (payheads by kind): the first level names a group, the second the
 * entries in it, each with its value. Numbers typed stay numbers on the wire.
 */
function NspEditor(props: FieldEditorProps<Nsp>) {
  const { t } = useEngine();
  const groups = props.value ?? {};
  const [newGroup, setNewGroup] = useState('');
  const [newEntry, setNewEntry] = useState<Record<string, string>>({});
  const setGroup = (group: string, entries: Entries | undefined) => {
    const next = { ...groups };
    if (entries) next[group] = entries;
    else delete next[group];
    props.onChange(Object.keys(next).length ? next : null);
  };
  const asValue = (text: string) =>
    text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  return (
    <div id={props.id} className="me-nsp">
      {Object.entries(groups).map(([group, entries]) => (
        <fieldset key={group} className="me-nsp-group">
          <legend>{group}</legend>
          {Object.entries(entries).map(([entry, value]) => (
            <label key={entry} className="me-nsp-entry">
              <span>{entry}</span>
              <input
                className="me-input"
                readOnly={props.readOnly}
                value={String(value ?? '')}
                onChange={(event) => setGroup(group, { ...entries, [entry]: asValue(event.target.value) })}
              />
              {!props.readOnly && (
                <button
                  type="button"
                  className="me-button me-button-quiet"
                  aria-label={`${t('Remove')} ${entry}`}
                  onClick={() => {
                    const { [entry]: _removed, ...rest } = entries;
                    setGroup(group, rest);
                  }}
                >
                  ×
                </button>
              )}
            </label>
          ))}
          {!props.readOnly && (
            <span className="me-nsp-add">
              <input
                className="me-input"
                aria-label={`${group} ${t('Entry')}`}
                value={newEntry[group] ?? ''}
                onChange={(event) => setNewEntry({ ...newEntry, [group]: event.target.value })}
              />
              <button
                type="button"
                className="me-button"
                disabled={!newEntry[group]?.trim()}
                onClick={() => {
                  setGroup(group, { ...entries, [(newEntry[group] ?? '').trim()]: null });
                  setNewEntry({ ...newEntry, [group]: '' });
                }}
              >
                {t('Add entry')}
              </button>
            </span>
          )}
        </fieldset>
      ))}
      {!props.readOnly && (
        <span className="me-nsp-add">
          <input
            className="me-input"
            aria-label={t('Group')}
            value={newGroup}
            onChange={(event) => setNewGroup(event.target.value)}
          />
          <button
            type="button"
            className="me-button"
            disabled={!newGroup.trim() || Object.hasOwn(groups, newGroup.trim())}
            onClick={() => {
              setGroup(newGroup.trim(), {});
              setNewGroup('');
            }}
          >
            {t('Add group')}
          </button>
        </span>
      )}
    </div>
  );
}

export const nspKind = defineFieldKind<Nsp>('nsp', {
  Editor: NspEditor,
  isEmpty: (value) => !value || Object.keys(value).length === 0,
});
