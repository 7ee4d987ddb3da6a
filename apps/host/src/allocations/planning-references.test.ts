import type { TxnClient } from '@muster/folder-engine';
import type { BusinessSettings } from '@muster/protocol';
import { describe, expect, it, vi } from 'vitest';
import { loadAllocationReferences } from './planning-references';

vi.mock('../attendance/references', async (original) => ({
  ...(await original<typeof import('../attendance/references')>()),
  loadAttendanceReferences: async () => ({}),
}));

/** A client that answers every list with one row and records the folders asked for. */
function recordingClient() {
  const asked: string[] = [];
  const client = {
    call: async (spec: { name: string }) => {
      asked.push(spec.name);
      return { records: [{ id: 'r1', code: 'C1', name: 'One' }] };
    },
  } as unknown as TxnClient;
  return { client, asked };
}

const settingsReading = (folders: string[]) =>
  ({
    containers: { folders: { map: Object.fromEntries(folders.map((name) => [name, { name }])) } },
  }) as unknown as BusinessSettings;
const options = {
  swhandle: 'demo',
  locale: 'eng' as const,
  withReportingOfficers: false,
  timeZone: 'Asia/Kolkata',
};

describe("the allocation grid's references", () => {
  it('asks for contracts only of a user who may read them, never for a refusal (#27 item 4)', async () => {
    const employee = recordingClient();
    const references = await loadAllocationReferences(
      employee.client,
      settingsReading(['allocations']),
      options,
    );
    expect(employee.asked).not.toContain('txn_contracts_list');
    expect(references.contracts).toEqual([]);

    const officer = recordingClient();
    const theirs = await loadAllocationReferences(
      officer.client,
      settingsReading(['allocations', 'contracts']),
      options,
    );
    expect(officer.asked).toContain('txn_contracts_list');
    expect(theirs.contracts.map((contract) => contract.id)).toEqual(['r1']);
  });
});
