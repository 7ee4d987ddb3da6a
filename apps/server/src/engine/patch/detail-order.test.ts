import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/index.js';
import { type Row, WriteKit, written } from './testing/test-kit.js';

const slab = (index: number) => ({
  op: 'C',
  data: { effective_period: ['2027-04-01T00:00:00.000Z', null], min_gross: index * 1000, amount: index },
});

describe.each(testDatabaseKinds)('detail rows keep the order they were written in on %s', (kind) => {
  let kit: WriteKit;
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
  });
  afterAll(async () => kit?.stop());

  const slabs = async (id: string) => {
    const [state] = await kit.byId('admin', 'states', ['professional_tax_slabs.amount'], id);
    return ((state?.professional_tax_slabs as Row[]) ?? []).map((row) => row.amount);
  };

  it('lists the rows of one write, and the rows an update adds after them, as sent', async () => {
    // Rows of one insert statement often share clock_timestamp()'s microsecond; they listed by random id.
    const count = 40;
    const created = await kit.write('admin', 'states', 'create', [
      {
        op: 'C',
        data: {
          code: 'RT',
          name: { eng: 'Round Trip' },
          professional_tax_slabs: Array.from({ length: count }, (_, index) => slab(index)),
        },
      },
    ]);
    const { id, last_modified } = written(created);
    expect(await slabs(id)).toEqual(Array.from({ length: count }, (_, index) => index));

    await kit.write('admin', 'states', 'update', [
      { op: 'U', key: id, data: { last_modified, professional_tax_slabs: [slab(41), slab(40)] } },
    ]);
    expect((await slabs(id)).slice(count)).toEqual([41, 40]);
  });
});
