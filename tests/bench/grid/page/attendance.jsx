import { AttendanceGrid, noPendingEdits, queueEdit } from '@muster/grids';
import { fixtureFetchBlock, fixtureOfficer as officer } from '@muster/grids/testing';
import '@muster/grids/styles.css';
import { useMemo, useState } from 'react';
import { attendanceScenario, from, to } from './month.js';

const query = { from, to, filters: {}, search: '', orderBy: 'code' };
const ignore = () => {};

/**
 * AttendanceGrid as the screen holds it, every feature on: block-loaded rows from the fixture
 * answered from memory, in/out times shown, the legend, the hover tooltip, selection and queued
 * edits in state, keyboard handling.
 */
function Attendance({ fixture, days }) {
  const fetchBlock = useMemo(() => fixtureFetchBlock(fixture.records), [fixture]);
  const [selection, setSelection] = useState(() => new Set());
  const [pending, setPending] = useState(noPendingEdits);
  return (
    <AttendanceGrid
      query={query}
      fetchBlock={fetchBlock}
      days={days}
      references={fixture.references}
      user={officer}
      locale="eng"
      showInOut
      selection={selection}
      onSelectionChange={setSelection}
      pendingEdits={pending}
      onQueueEdit={(edit) => setPending((previous) => queueEdit(previous, edit))}
      onEditCell={ignore}
      onOpenRegister={ignore}
      onSearchChange={ignore}
      onOrderByChange={ignore}
      onAddRow={ignore}
      onSave={ignore}
      notify={ignore}
      today={to}
    />
  );
}

export const contender = {
  name: 'AttendanceGrid',
  Grid: Attendance,
  scroller: (container) => container.querySelector('.rdg'),
  scenario: attendanceScenario,
};
