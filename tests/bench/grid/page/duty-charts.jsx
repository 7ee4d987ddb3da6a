import {
  addEntry,
  addWeeklyOff,
  DutyChartGrid,
  noWeekEdits,
  removeEntry,
  removeWeeklyOff,
} from '@muster/grids';
import '@muster/grids/styles.css';
import { useState } from 'react';
import { dutyChartScenario } from './duty-chart-data.js';

const ignore = () => {};

/**
 * DutyChartGrid as the duty-charts screen holds it for an admin: editable (each entry's ×, each
 * cell's '+' picker, the Programs column's Edit), the week's edits in state.
 */
function DutyCharts({ week, employees }) {
  const [edits, setEdits] = useState(noWeekEdits);
  return (
    <div className="muster-grids">
      <DutyChartGrid
        week={week}
        edits={edits}
        employees={employees}
        editable
        locale="eng"
        onAdd={(program, day, person) => setEdits((current) => addEntry(current, program, day, person))}
        onRemove={(program, day, id) => setEdits((current) => removeEntry(current, program, day, id))}
        onAddWeeklyOff={(day, person) => setEdits((current) => addWeeklyOff(current, day, person))}
        onRemoveWeeklyOff={(day, entry) => setEdits((current) => removeWeeklyOff(current, day, entry))}
        onEditProgram={ignore}
      />
    </div>
  );
}

export const contender = {
  name: 'DutyChartGrid',
  Grid: DutyCharts,
  scroller: (container) => container.querySelector('.rdg'),
  scenario: dutyChartScenario,
};
