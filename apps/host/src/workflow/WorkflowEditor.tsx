import { TxnFailure } from '@muster/folder-engine';
import {
  type BusinessSettings,
  compileWorkflow,
  type FolderDefinition,
  folderListTxn,
  type Locale,
  type WorkflowIssue,
  workflowChart,
  workflowIssueTexts,
  workflowSaveTxn,
} from '@muster/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';
import { toastDurations } from '../shell/toast-durations';
import { useUnsavedChangesGuard } from '../shell/useUnsavedChangesGuard';
import { FormError } from '../ui/FormMessage';
import { LineNumberedText } from './LineNumberedText';
import { WorkflowChart } from './WorkflowChart';
import { workflowFolders } from './workflow-folders';

interface StoredWorkflow {
  folder_name: string;
  workflow_text: string | null;
}

const listWorkflows = folderListTxn('workflows');

/**
 * The workflow page (spec 000 §2): a folder chooser, the business's workflow text of that
 * folder, 'Draw Chart' (a mermaid flowchart of the compiled text), problems at their line,
 * and Save (the server compiles again and refuses dropping a state records are in).
 */
export function WorkflowEditor() {
  const { t, i18n } = useTranslation();
  const { client, settings, blockWhile } = useApp();
  const [stored, setStored] = useState<Map<string, string> | null>(null);
  const [folder, setFolder] = useState('');
  const [text, setText] = useState('');
  const [issues, setIssues] = useState<WorkflowIssue[]>([]);
  const [chart, setChart] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dirty = stored !== null && text !== (stored.get(folder) ?? '');
  useUnsavedChangesGuard(dirty);

  useEffect(() => {
    let current = true;
    client
      .call(listWorkflows, { limit: 1000 }, { projections: ['folder_name', 'workflow_text'] })
      .then((result) => {
        const records = result.records as unknown as StoredWorkflow[];
        if (!current) return;
        const found = new Map(records.map((record) => [record.folder_name, record.workflow_text ?? '']));
        const [first = ''] = found.keys();
        setStored(found);
        setFolder(first);
        setText(found.get(first) ?? '');
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      current = false;
    };
  }, [client]);

  const folders = useMemo(
    () =>
      settings && stored
        ? workflowFolders(
            settings as unknown as BusinessSettings<FolderDefinition>,
            [...stored.keys()],
            i18n.language as Locale,
          )
        : [],
    [settings, stored, i18n.language],
  );
  const describe = (issue: WorkflowIssue) => t(workflowIssueTexts[issue.key], issue.values);
  const problems = new Map(
    issues.filter((issue) => issue.line > 0).map((issue) => [issue.line, describe(issue)]),
  );

  const choose = (name: string) => {
    if (dirty && !window.confirm(t('You have unsaved changes. Leave anyway?'))) return;
    setFolder(name);
    setText(stored?.get(name) ?? '');
    setIssues([]);
    setChart(null);
    setError(null);
  };
  /** Compiles the text, showing its problems; answers the chart when there are none. */
  const compiled = () => {
    const result = compileWorkflow(text);
    setIssues(result.ok ? [] : result.issues);
    return result.ok ? workflowChart(result.workflow) : null;
  };
  const save = async () => {
    setError(null);
    if (!compiled()) return;
    try {
      await blockWhile(client.call(workflowSaveTxn, { folder_name: folder, workflow_text: text }));
      setStored((before) => new Map(before).set(folder, text));
      toast.success(t('Done'), { duration: toastDurations.brief });
    } catch (failure) {
      const message = failure instanceof TxnFailure ? failure.message : String(failure);
      setError(message);
      toast.error(message, { duration: toastDurations.txnError });
    }
  };

  if (!stored) return error ? <FormError message={error} /> : <p role="status">{t('Loading workflows…')}</p>;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-3 p-2 sm:p-4">
      <label className="flex items-center gap-2 text-sm font-medium">
        {t('Folder')}
        <select
          value={folder}
          onChange={(event) => choose(event.target.value)}
          className="rounded-md border border-outline px-2 py-1"
        >
          {folders.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <LineNumberedText label={t('Workflow text')} value={text} onChange={setText} problems={problems} />
      {issues.length > 0 && (
        <ul role="alert" aria-label={t('Problems')} className="list-disc ps-5 text-sm text-error">
          {issues.map((issue) => (
            <li key={`${issue.line}-${issue.key}-${issue.values.name ?? ''}`}>{describe(issue)}</li>
          ))}
        </ul>
      )}
      <FormError message={error} />
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => setChart(compiled())}
          className="rounded-md border border-brand px-4 py-2 font-medium text-brand"
        >
          {t('Draw Chart')}
        </button>
        <button
          type="button"
          onClick={() => void save()}
          disabled={!folder}
          className="rounded-md bg-brand px-4 py-2 font-medium text-on-accent disabled:opacity-50"
        >
          {t('Save')}
        </button>
      </div>
      {chart && <WorkflowChart chart={chart} />}
    </div>
  );
}
