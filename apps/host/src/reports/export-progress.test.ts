import { reportExportStages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { exportProgressText } from './export-progress';

const frame = (stage: string, count: string) => ({ stage, count, error: null });

describe("a report export's progress in the toast", () => {
  it('tells rows read of the total, then printing', () => {
    expect(exportProgressText('PDF', frame(reportExportStages.reading, '500/6200'))).toEqual({
      key: 'Preparing the {{kind}} file: {{read}} of {{total}} rows read',
      values: { kind: 'PDF', read: 500, total: 6200 },
    });
    expect(exportProgressText('PDF', frame(reportExportStages.printing, '6200/6200'))).toEqual({
      key: 'Printing the PDF: {{total}} rows',
      values: { kind: 'PDF', total: 6200 },
    });
  });

  it('tells rows read so far when the total is not known first (a counted report)', () => {
    expect(exportProgressText('XLSX', frame(reportExportStages.reading, '1000'))).toEqual({
      key: 'Preparing the {{kind}} file: {{read}} rows read',
      values: { kind: 'XLSX', read: 1000 },
    });
  });

  it('ignores a frame it does not know', () => {
    expect(exportProgressText('PDF', frame('all done', '1/1'))).toBeNull();
    expect(exportProgressText('PDF', frame(reportExportStages.reading, 'x'))).toBeNull();
  });
});
