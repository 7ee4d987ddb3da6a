import { rankWith } from '@muster/folder-engine';
import { type TabViewEntry, tabRank } from '../registry/tab-views';
import { WorkflowEditor } from './WorkflowEditor';

export const workflowTabViews: TabViewEntry[] = [
  {
    kind: 'workflow-editor',
    tester: rankWith(tabRank.named, ({ name }) => name === 'workflow'),
    View: WorkflowEditor,
    title: (_name, _settings, _language, t) => t('Workflow'),
  },
];
