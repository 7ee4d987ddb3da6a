import { describe, expect, it } from 'vitest';
import { patchMessages } from './messages.js';
import { parsePatch } from './request.js';

const id = '6f1c2a8e-3b4d-4c5e-9f60-718293a4b5c6';

describe('parsePatch', () => {
  it('reads rows with their ops, keys and data', () => {
    const parsed = parsePatch(
      {
        baseFolder: 'leaves',
        rows: [
          { op: 'C', data: { notes: 'x' } },
          { op: 'U', key: id, data: { notes: 'y' } },
          { op: 'D', key: id },
        ],
        deleteDependent: true,
      },
      'leaves',
    );
    expect(parsed).toEqual({
      ok: true,
      patch: {
        baseFolder: 'leaves',
        deleteDependent: true,
        rows: [
          { op: 'C', data: { notes: 'x' } },
          { op: 'U', key: id, data: { notes: 'y' } },
          { op: 'D', key: id, data: {} },
        ],
      },
    });
  });

  it("answers the spec's messages for a missing base folder, another folder and a missing key", () => {
    expect(parsePatch({ rows: [{ op: 'C', data: {} }] }, 'leaves')).toMatchObject({
      message: patchMessages.baseFolderMissing,
    });
    expect(parsePatch({ baseFolder: 'shifts', rows: [{ op: 'C', data: {} }] }, 'leaves')).toMatchObject({
      message: patchMessages.oneFolderOnly,
    });
    expect(parsePatch({ baseFolder: 'leaves', rows: [{ op: 'U', data: {} }] }, 'leaves')).toMatchObject({
      message: patchMessages.keyMissing,
    });
  });

  it('refuses an unknown op, a key that is no id, and a key on a new row, naming the row', () => {
    expect(parsePatch({ baseFolder: 'leaves', rows: [{ op: 'X', data: {} }] }, 'leaves')).toMatchObject({
      ok: false,
      issues: [{ path: 'rows.0.op' }],
    });
    expect(
      parsePatch({ baseFolder: 'leaves', rows: [{ op: 'D', key: "1' or '1'='1" }] }, 'leaves'),
    ).toMatchObject({ ok: false, issues: [{ path: 'rows.0.key', message: 'must be a record id' }] });
    expect(
      parsePatch({ baseFolder: 'leaves', rows: [{ op: 'C', key: id, data: {} }] }, 'leaves'),
    ).toMatchObject({
      ok: false,
      issues: [{ path: 'rows.0.key' }],
    });
  });

  it('refuses an empty patch', () => {
    expect(parsePatch({ baseFolder: 'leaves', rows: [] }, 'leaves')).toMatchObject({
      ok: false,
      message: patchMessages.invalidPatch,
    });
  });
});
