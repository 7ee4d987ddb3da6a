import { folderDefinitionSchema } from '@muster/protocol';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderForm } from '../../form/FolderForm';
import { FixtureEngine } from '../../testing/FixtureEngine';
import { fixtureDefinitions } from '../../testing/fixtures';
import { MemoryTxnClient } from '../../testing/memory-client';

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

function renderUpload(record: Record<string, unknown>, client = new MemoryTxnClient()) {
  render(
    <FixtureEngine client={client} definitions={[...fixtureDefinitions, uploads]}>
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

  it('follows the broadcasts about its record: count before stage, malformed and other records ignored', () => {
    const client = new MemoryTxnClient();
    const bar = renderUpload({ processed: false, progress: null }, client);
    expect(screen.getByText('0%')).toBeTruthy();
    const hear = (folder: string, data: unknown) => act(() => client.broadcast(folder, data));

    hear('bulk_upload', { id: 'u1', stage: '1/3', count: '30/120' });
    expect(bar.value).toBe(25);
    expect(screen.getByText('25%')).toBeTruthy();
    hear('bulk_upload', { id: 'u2', count: '120/120' });
    hear('employees', { id: 'u1', count: '120/120' });
    hear('bulk_upload', { id: 'u1', stage: 'parsing', count: 'n/a' });
    expect(screen.getByText('25%')).toBeTruthy();
    hear('bulk_upload', { id: 'u1', stage: '2/4' });
    expect(screen.getByText('50%')).toBeTruthy();

    // every row counted is not yet processed; the broadcast saying so is
    hear('bulk_upload', { id: 'u1', count: '120/120' });
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.queryByText('Completed')).toBeNull();
    hear('bulk_upload', { id: 'u1', processed: true });
    expect(screen.getByText('Completed')).toBeTruthy();
    hear('bulk_upload', { id: 'u1', count: '3/120' });
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(bar.value).toBe(100);
  });
});
