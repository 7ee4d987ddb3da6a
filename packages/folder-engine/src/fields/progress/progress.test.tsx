import { folderDefinitionSchema } from '@muster/protocol';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderForm } from '../../form/FolderForm';
import { FixtureEngine } from '../../testing/FixtureEngine';
import { fixtureDefinitions } from '../../testing/fixtures';

afterEach(cleanup);

const label = (eng: string) => ({ eng, fr: eng, hin: eng, ben: eng });
// A bulk upload's own fields (the server catalogue's bulk_upload): processed and its progress.
const uploads = folderDefinitionSchema.parse({
  name: 'bulk_upload',
  label: label('Bulk Upload'),
  foldertype: 'folders',
  visibleExpr: 'true',
  fields: [
    { name: 'processed', type: 'boolean', label: label('Processed') },
    { name: 'progress', type: 'progress', label: label('Progress') },
  ],
  txns: [],
  forms: [],
  txn_list: [],
});

function renderUpload(record: Record<string, unknown>) {
  render(
    <FixtureEngine definitions={[...fixtureDefinitions, uploads]}>
      <FolderForm folder="bulk_upload" mode="read" record={{ id: 'u1', ...record }} />
    </FixtureEngine>,
  );
  return screen.getByRole('progressbar') as HTMLProgressElement;
}

describe('progress editor', () => {
  it('shows the percent while the upload is not processed', () => {
    const bar = renderUpload({ processed: false, progress: 40 });
    expect(bar.value).toBe(40);
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.queryByText('Completed')).toBeNull();
  });

  it("becomes 'Completed' when processed is true (spec 000 §4), whatever percent was last heard", () => {
    const bar = renderUpload({ processed: true, progress: null });
    expect(bar.value).toBe(100);
    expect(screen.getByText('Completed')).toBeTruthy();
  });
});
