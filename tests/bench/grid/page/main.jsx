import { contender } from 'bench:contender';
import { createRoot } from 'react-dom/client';
import { idleFrameMs, rowPainted, scrollFrames } from './measure.js';
import './page.css';

// One contender per build (the runner aliases `bench:contender`); its scenario makes the data
// from the page's query before the clock starts, so a grid and its floor get the same records
// at the same moment.
const { scenario } = contender;
const data = scenario.data(new URLSearchParams(location.search));
const container = document.getElementById('root');
const watchedCode = scenario.watchedCode(data);

window.bench = {
  contender: contender.name,
  idleFrameMs: () => idleFrameMs(30),
  async render() {
    const painted = rowPainted(container, watchedCode, scenario.filledCells, 60_000);
    const start = performance.now();
    createRoot(container).render(<contender.Grid {...data} />);
    await painted;
    return performance.now() - start;
  },
  scroll: (axis, step) => scrollFrames(contender.scroller(container, axis), axis, step),
};
