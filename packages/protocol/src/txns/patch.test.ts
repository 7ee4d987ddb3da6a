import { describe, expect, it } from 'vitest';
import { describeIssues } from '../frames.js';
import { patchParamsSchema, patchShapeMessages } from './patch.js';

const id = '6f1c2a8e-3b4d-4c5e-9f60-718293a4b5c6';
const leaves = patchParamsSchema('leaves');
const issues = (params: unknown) => {
  const parsed = leaves.safeParse(params);
  return parsed.success ? null : describeIssues(parsed.error);
};

describe('the patch list of a folder', () => {
  it('reads rows with their ops, keys and data', () => {
    expect(
      leaves.parse({
        baseFolder: 'leaves',
        rows: [
          { op: 'C', data: { notes: 'x' } },
          { op: 'U', key: id, data: { notes: 'y' } },
          { op: 'D', key: id },
        ],
        deleteDependent: true,
      }),
    ).toEqual({
      baseFolder: 'leaves',
      deleteDependent: true,
      rows: [
        { op: 'C', data: { notes: 'x' } },
        { op: 'U', key: id, data: { notes: 'y' } },
        { op: 'D', key: id, data: {} },
      ],
    });
    expect(leaves.parse({ baseFolder: 'leaves', rows: [{ op: 'C' }] }).deleteDependent).toBe(false);
  });

  it("names the spec's messages where they apply: base folder, one folder, the key of an update", () => {
    expect(issues({ rows: [{ op: 'C', data: {} }] })).toBe(
      `baseFolder: ${patchShapeMessages.baseFolderMissing}`,
    );
    expect(issues({ baseFolder: 'shifts', rows: [{ op: 'C', data: {} }] })).toBe(
      `baseFolder: ${patchShapeMessages.oneFolderOnly}`,
    );
    expect(issues({ baseFolder: 'leaves', rows: [{ op: 'U', data: {} }] })).toBe(
      `rows.0: ${patchShapeMessages.keyMissing}`,
    );
  });

  it('refuses an unknown op, a key that is no id, a key on a new row and an empty patch', () => {
    expect(issues({ baseFolder: 'leaves', rows: [{ op: 'X', data: {} }] })).toMatch(/^rows\.0\.op: /);
    expect(issues({ baseFolder: 'leaves', rows: [{ op: 'D', key: "1' or '1'='1" }] })).toBe(
      `rows.0.key: ${patchShapeMessages.recordId}`,
    );
    expect(issues({ baseFolder: 'leaves', rows: [{ op: 'C', key: id, data: {} }] })).toBe(
      `rows.0.key: ${patchShapeMessages.keyFromServer}`,
    );
    expect(issues({ baseFolder: 'leaves', rows: [] })).toMatch(/^rows: /);
  });
});
