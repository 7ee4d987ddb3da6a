import { useTranslation } from 'react-i18next';
import { SingleTabPage } from '../settings/SingleTabPage';
import { WorkflowEditor } from './WorkflowEditor';

/** `/workflow`: the workflow editor as a page of one tab (spec 000 §2 "Routes"). */
export function WorkflowPage() {
  const { t } = useTranslation();
  return (
    <SingleTabPage title={t('Workflow')}>
      <WorkflowEditor />
    </SingleTabPage>
  );
}
