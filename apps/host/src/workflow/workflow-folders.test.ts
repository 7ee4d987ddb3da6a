import { type BusinessSettings, type FolderDefinition, workflowIssueTexts } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { hostMessages } from '../i18n/messages';
import { workflowFolders } from './workflow-folders';

const definition = (name: string, eng: string, fields: unknown[] = []) =>
  ({ name, label: { eng, fr: `${eng} (fr)` }, fields }) as unknown as FolderDefinition;

const settings = {
  containers: {
    folders: {
      map: {
        leaves: definition('leaves', 'Leaves'),
        invoices: definition('invoices', 'Invoices', [
          { name: 'approval_documents', type: 'detail', label: { eng: 'Approval Documents' } },
        ]),
        holidays: definition('holidays', 'Holidays'),
      },
      folderList: ['holidays', 'leaves', 'invoices'],
    },
  },
} as unknown as BusinessSettings<FolderDefinition>;

describe('workflowFolders', () => {
  it('offers the stored workflows first, then every shown folder, by label', () => {
    expect(workflowFolders(settings, ['leaves', 'invoices.approval_documents'], 'fr')).toEqual([
      { name: 'leaves', label: 'Leaves (fr)' },
      { name: 'invoices.approval_documents', label: 'Invoices (fr) › Approval Documents' },
      { name: 'holidays', label: 'Holidays (fr)' },
      { name: 'invoices', label: 'Invoices (fr)' },
    ]);
  });

  it('has every workflow problem among the translated texts', () => {
    const missing = Object.values(workflowIssueTexts).filter((text) => !(text in hostMessages));
    expect(missing).toEqual([]);
  });
});
