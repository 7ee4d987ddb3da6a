import '../composition';
import type { BusinessSettings, FolderSummary } from '@muster/protocol';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { tabTitle } from './tab-title';

const summary = (name: string, eng: string, hin: string) =>
  ({ name, label: { eng, hin } }) as unknown as FolderSummary;
const container = (folder: FolderSummary) => ({ map: { [folder.name]: folder }, folderList: [folder.name] });
const settings = {
  env: { isAdmin: true },
  containers: {
    folders: container(summary('departments', 'Departments', 'विभाग')),
    masters: container(summary('leaving_reasons', 'Leaving Reasons', 'छोड़ने के कारण')),
    mviews: container(summary('headcount', 'Headcount', 'कर्मचारी संख्या')),
  },
} as unknown as BusinessSettings;
const t = ((key: string) => key) as unknown as TFunction;

describe('a tab names its folder by label, whichever container holds it', () => {
  it('names a folder, a master and a view in the language asked', () => {
    expect(tabTitle('departments', settings, 'hin', t)).toBe('विभाग');
    // a master's list tab read 'leaving_reasons' while only folders were looked up
    expect(tabTitle('leaving_reasons', settings, 'eng', t)).toBe('Leaving Reasons');
    expect(tabTitle('leaving_reasons', settings, 'hin', t)).toBe('छोड़ने के कारण');
    expect(tabTitle('headcount', settings, 'eng', t)).toBe('Headcount');
  });

  it("names a master's new-record form after the master", () => {
    expect(tabTitle('leaving_reasons/new', settings, 'eng', t)).toBe('Leaving Reasons (New)');
  });
});
