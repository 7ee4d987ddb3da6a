import { AllocationGrid, noAllocationEdits, queueAllocationEdit } from '@muster/grids';
import { fixtureAllocationsBlock } from '@muster/grids/testing';
import '@muster/grids/styles.css';
import { useMemo, useState } from 'react';
import { allocationScenario } from './allocation-data.js';

const ignore = () => {};

/**
 * AllocationGrid as the allocations screen holds it: block-loaded rows from the fixture answered
 * from memory, the legend, selection and queued edits in state, the fixture's first contract
 * chosen, keyboard handling.
 */
function Allocations({ fixture, days, view, from, to }) {
  const fetchBlock = useMemo(() => fixtureAllocationsBlock(fixture.records), [fixture]);
  const query = useMemo(() => ({ from, to }), [from, to]);
  const [selection, setSelection] = useState(() => new Set());
  const [edits, setEdits] = useState(noAllocationEdits);
  return (
    <AllocationGrid
      query={query}
      fetchBlock={fetchBlock}
      days={days}
      references={fixture.references}
      locale="eng"
      contractId={fixture.contractId}
      selection={selection}
      onSelectionChange={setSelection}
      edits={edits}
      onQueueEdit={(edit) => setEdits((previous) => queueAllocationEdit(previous, edit))}
      onEditCell={ignore}
      notify={ignore}
      view={view}
    />
  );
}

export const contender = {
  name: 'AllocationGrid',
  Grid: Allocations,
  scroller: (container) => container.querySelector('.rdg'),
  scenario: allocationScenario,
};
