import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fixtureSettings } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';
import { useEngine } from './context';
import { FolderEngineProvider } from './FolderEngineProvider';

afterEach(cleanup);

function Probe() {
  const { definition, folderNames } = useEngine();
  return (
    <p>
      {definition('employees')?.name ?? 'none'} /{' '}
      {folderNames.includes('employees') ? 'listed' : 'not listed'}
    </p>
  );
}

it("finds a referenced folder's definition the user is not shown, without listing it", () => {
  const settings = fixtureSettings();
  const { employees, ...shown } = settings.containers.folders.map;
  if (!employees) throw new Error('the fixture folders have employees');
  const hidden = {
    ...settings,
    containers: {
      ...settings.containers,
      folders: {
        map: shown,
        folderList: settings.containers.folders.folderList.filter((n) => n !== 'employees'),
      },
    },
    references: { employees },
  };
  render(
    <FolderEngineProvider client={new MemoryTxnClient()} settings={hidden} locale="eng">
      <Probe />
    </FolderEngineProvider>,
  );
  expect(screen.getByText('employees / not listed')).toBeTruthy();
});
