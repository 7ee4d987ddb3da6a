import { contender } from 'bench:contender';
import { createRoot } from 'react-dom/client';
import { idleFrameMs, rowPainted, scrollFrames } from './measure.js';
import { benchFixture, days } from './month.js';
import './page.css';

// One contender per build (the runner aliases `bench:contender`); the data is generated before
// the clock starts, so every contender gets the same records at the same moment.
const employees = Number(new URLSearchParams(location.search).get('employees') ?? 1000);
const fixture = benchFixture(employees);
const container = document.getElementById('root');
// The row watched for first paint: the first employee with every day of the month stored (one
// who joined mid-month has empty cells where the viewport starts).
const watchedCode = fixture.records.find((record) => record.days.length === days.length).code;

window.bench = {
  contender: contender.name,
  idleFrameMs: () => idleFrameMs(30),
  async render() {
    const painted = rowPainted(container, watchedCode, 60_000);
    const start = performance.now();
    createRoot(container).render(<contender.Grid fixture={fixture} days={days} />);
    await painted;
    return performance.now() - start;
  },
  scroll: (axis, step) => scrollFrames(contender.scroller(container, axis), axis, step),
};
