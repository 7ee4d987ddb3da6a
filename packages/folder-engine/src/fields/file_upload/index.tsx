import type { ProjectedRecord } from '@muster/protocol';
import { formatReference } from '@muster/protocol';
import { useState } from 'react';
import type { MessageKey } from '../../i18n/messages';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { defaultAccept, fileProblem } from './check-file';
import { FilePreview } from './FilePreview';

type References = ProjectedRecord[] | null;

/** A file reference edited by uploading: each chosen file is checked, sent, and its files record kept. */
function FileUploadEditor(props: FieldEditorProps<References>) {
  const { t, uploadFile, locale, notify } = useEngine();
  const { field, folder, value, onChange, readOnly } = props;
  const accept = field.file_upload?.accept ?? defaultAccept;
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = value ?? [];

  const upload = async (files: File[]) => {
    const refused = files.map((file) => fileProblem(file, accept, field.file_upload?.maxBytes)).find(Boolean);
    setProblem(refused ?? null);
    if (refused || files.length === 0) return;
    if (!uploadFile) {
      setProblem('files upload failed');
      return;
    }
    setBusy(true);
    try {
      const records = await Promise.all(files.map((file) => uploadFile(file, folder)));
      onChange(field.is_multiple ? [...selected, ...records] : records.slice(0, 1));
    } catch (error) {
      setProblem('files upload failed');
      notify('error', error instanceof Error ? error.message : t('files upload failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="me-upload">
      <ul className="me-chips">
        {selected.map((record) => (
          <li key={record.id} className="me-chip">
            <FilePreview record={record} />
            {!readOnly && (
              <button
                type="button"
                className="me-chip-remove"
                aria-label={`${t('Remove')} ${formatReference([record], { locale })}`}
                onClick={() => onChange(selected.filter((item) => item.id !== record.id))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <input
          id={props.id}
          className="me-file"
          type="file"
          accept={accept.join(',')}
          multiple={field.is_multiple === true}
          disabled={busy}
          required={props.mandatory}
          onChange={(event) => {
            void upload([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      )}
      {busy && <span className="me-hint">{t('uploading...')}</span>}
      {problem && (
        <span className="me-error" role="alert">
          {t(problem)}
        </span>
      )}
    </div>
  );
}

export const fileUploadKind = defineFieldKind<References>('file_upload', {
  Editor: FileUploadEditor,
  toWire: (value) => (value?.length ? value.map(({ id }) => ({ id })) : null),
});
