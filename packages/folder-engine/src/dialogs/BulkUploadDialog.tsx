import { folderWriteTxn } from '@muster/protocol';
import { useState } from 'react';
import { defaultAccept, fileProblem } from '../fields/file_upload/check-file';
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

  const save = async () => {
    if (!file || !uploadFile) return;
    setState('Uploading');
    try {
      const record = await uploadFile(file, 'bulk_upload');
      await client.call(folderWriteTxn('bulk_upload', 'C', 'folders'), {
        baseFolder: 'bulk_upload',
        rows: [
          { op: 'C', data: { name: taskName, folder, files_id: [{ id: record.id }], processed: false } },
        ],
      });
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
    </EngineDialog>
  );
}
