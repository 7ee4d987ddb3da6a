import { folderListTxn, folderWriteTxn, type ProjectedRecord } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { defaultAccept, fileProblem } from '../fields/file_upload/check-file';
import { FilePreview } from '../fields/file_upload/FilePreview';
import { ProgressBar } from '../fields/progress/ProgressBar';
import type { RecordProgress } from '../fields/progress/progress-event';
import { useRecordProgress } from '../fields/progress/use-record-progress';
import type { MessageKey } from '../i18n/messages';
import { useEngine } from '../provider/context';
import { EngineDialog } from './EngineDialog';

/** Bulk upload also takes spreadsheets (spec 000 §5 "File upload"). */
export const bulkUploadAccept = [...defaultAccept, '.csv', '.xlsx', 'text/csv'];

/** The form's four states (spec 000 §4), each its own text. */
export type BulkUploadState = 'Upload file' | 'Uploading' | 'File Uploaded Successfully' | 'Upload Failed';

export interface BulkUploadDialogProps {
  open: boolean;
  /** The task's name: the dialog's title and the bulk_upload record's name. */
  taskName: string;
  /** The folder the rows are for (the record's source_type). */
  folder: string;
  onClose: () => void;
}

/**
 * Uploads a file, then creates the bulk_upload record linked to its files record (spec 000 §7
 * "Bulk upload"); the server's processing progress arrives later as bulk_upload broadcasts.
 */
export function BulkUploadDialog({ open, taskName, folder, onClose }: BulkUploadDialogProps) {
  const { t, client, uploadFile, notify } = useEngine();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [state, setState] = useState<BulkUploadState>('Upload file');
  const [upload, setUpload] = useState<string | null>(null);
  // Followed from the dialog's mount, so the subscription reaches the server before the create
  // that starts the work: one sent once the created id came back could land after the work's
  // last broadcast while the record's read had seen it unfinished (issue #35 item 1).
  const heard = useRecordProgress(client, 'bulk_upload', upload ?? undefined);

  const save = async () => {
    if (!file || !uploadFile) return;
    setState('Uploading');
    setUpload(null);
    try {
      const record = await uploadFile(file, 'bulk_upload');
      const created = await client.call(folderWriteTxn('bulk_upload', 'C', 'folders'), {
        baseFolder: 'bulk_upload',
        rows: [
          { op: 'C', data: { name: taskName, folder, files_id: [{ id: record.id }], processed: false } },
        ],
      });
      setUpload((created.records[0] as { id?: string } | undefined)?.id ?? null);
      setState('File Uploaded Successfully');
      notify('success', t('File Uploaded Successfully'));
    } catch (error) {
      setState('Upload Failed');
      notify('error', error instanceof Error ? error.message : t('Upload Failed'));
    }
  };

  return (
    <EngineDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={taskName}
      actions={
        <>
          <button type="button" className="me-button" onClick={onClose}>
            {t('Close')}
          </button>
          <button
            type="button"
            className="me-button me-button-primary"
            disabled={!file || problem !== null || state === 'Uploading' || !uploadFile}
            onClick={() => void save()}
          >
            {t('Save')}
          </button>
        </>
      }
    >
      <label className="me-field">
        <span className="me-label">{t('Browse File To Upload')}</span>
        <input
          className="me-file"
          type="file"
          accept={bulkUploadAccept.join(',')}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setState('Upload file');
            setProblem(chosen ? fileProblem(chosen, bulkUploadAccept) : null);
          }}
        />
      </label>
      {problem && (
        <p className="me-error" role="alert">
          {t(problem)}
        </p>
      )}
      <p className="me-hint" role="status">
        {t(state)}
      </p>
      {upload && <UploadProgress id={upload} heard={heard} />}
    </EngineDialog>
  );
}

/**
 * The created upload's processing: the bar follows the broadcasts the dialog heard for it to
 * 'Completed'; then what it wrote and, when rows were refused, the file naming them. The record
 * is read once its id is known too, as a small file may be done before that.
 */
function UploadProgress({ id, heard }: { id: string; heard: RecordProgress }) {
  const { t, client } = useEngine();
  const [stored, setStored] = useState<Record<string, unknown> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again once 'processed' is heard
  useEffect(() => {
    let current = true;
    const filterInput = [{ path: 'id', operator: '=', value: id, joinop: 'and' as const }];
    client
      .call(folderListTxn('bulk_upload', 'folders'), { filters: { filterInput, joinop: 'and' }, limit: 1 })
      .then((result) => current && setStored(result.records[0] ?? null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, id, heard.processed]);
  const done = heard.processed || stored?.processed === true;
  const errors = (stored?.errors_files_id as ProjectedRecord[] | null | undefined)?.[0];
  return (
    <div className="me-field">
      <span className="me-label">{t('Progress')}</span>
      <ProgressBar percent={heard.percent ?? 0} done={done} />
      {done && stored?.processed === true && (
        <p className="me-hint">
          {t('Rows Written')}: {String(stored.rows_written ?? 0)} / {String(stored.rows_total ?? 0)}
        </p>
      )}
      {done && errors && (
        <p className="me-hint">
          {t('Errors File')}: <FilePreview record={errors} />
        </p>
      )}
    </div>
  );
}
