import { reportExportStages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { rowProgress } from './export.js';

const { reading } = reportExportStages;

describe("an export's progress", () => {
  const run = (total: number | null, rows: number, every: number) => {
    const told: string[] = [];
    const counter = rowProgress(total, (stage, count) => told.push(`${stage} ${count}`), every);
    for (let row = 0; row < rows; row += 1) counter.read();
    counter.done();
    return told;
  };

  it('tells the start, every so many rows and the end, once each', () => {
    expect(run(1200, 1200, 500)).toEqual([
      `${reading} 0/1200`,
      `${reading} 500/1200`,
      `${reading} 1000/1200`,
      `${reading} 1200/1200`,
    ]);
    // a last row on the step is told once
    expect(run(1000, 1000, 500)).toEqual([
      `${reading} 0/1000`,
      `${reading} 500/1000`,
      `${reading} 1000/1000`,
    ]);
  });

  it('tells rows so far when the total is not known first', () => {
    expect(run(null, 3, 2)).toEqual([`${reading} 0`, `${reading} 2`, `${reading} 3`]);
  });

  it('tells an empty export its start only', () => {
    expect(run(0, 0, 500)).toEqual([`${reading} 0/0`]);
  });
});
