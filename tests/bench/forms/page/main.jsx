import { FolderForm } from '@muster/folder-engine';
import { FixtureEngine, MemoryTxnClient } from '@muster/folder-engine/testing';
import '@muster/folder-engine/styles.css';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { folderDefinitionSchema } from '@muster/protocol';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { PlainReactForm, renderHtmlFloor } from './floors.jsx';
import {
  engineFolders,
  formSchema,
  jsonFormsUiSchema,
  rjsfUiSchema,
  rowsData,
  rowsSchema,
} from './schemas.js';

// One library and one scenario per page load: ?lib=engine|rjsf|jsonforms|html|react&scenario=form|rows
// (the floors, html and react, only draw the form).
const params = new URLSearchParams(location.search);
const lib = params.get('lib');
const scenario = params.get('scenario');
const definitions = engineFolders().map((input) => folderDefinitionSchema.parse(input));

function Engine() {
  const rows = scenario === 'rows';
  return (
    <FixtureEngine client={new MemoryTxnClient()} definitions={definitions}>
      <FolderForm
        folder={rows ? 'bench_rows' : 'bench_form'}
        mode={rows ? 'update' : 'create'}
        record={rows ? { id: 'b1', ...rowsData } : undefined}
      />
    </FixtureEngine>
  );
}

function Rjsf() {
  const rows = scenario === 'rows';
  return (
    <Form
      schema={rows ? rowsSchema : formSchema}
      uiSchema={rows ? {} : rjsfUiSchema}
      formData={rows ? rowsData : {}}
      validator={validator}
      liveValidate={!rows}
    />
  );
}

function JsonFormsPage() {
  const rows = scenario === 'rows';
  return (
    <JsonForms
      schema={rows ? rowsSchema : formSchema}
      uischema={rows ? undefined : jsonFormsUiSchema}
      data={rows ? rowsData : {}}
      renderers={vanillaRenderers}
      cells={vanillaCells}
    />
  );
}

const pages = { engine: Engine, rjsf: Rjsf, jsonforms: JsonFormsPage, react: PlainReactForm };
const Page = pages[lib];

// Keystroke to paint: from the keydown to the frame after it (a rAF, then a task after the paint).
window.benchLatencies = [];
window.benchKeydowns = [];
document.addEventListener(
  'keydown',
  (event) => {
    const start = performance.now();
    window.benchKeydowns.push(event.timeStamp);
    requestAnimationFrame(() => setTimeout(() => window.benchLatencies.push(performance.now() - start), 0));
  },
  true,
);

// The browser's own input-to-next-paint of each keystroke's events (Event Timing): only events
// of 16 ms or more are reported (the API's floor), so a keystroke without an entry took less.
window.benchEvents = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input')
      window.benchEvents.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
}).observe({ type: 'event', durationThreshold: 16 });

// The marks bound the first render in a trace (profiling: see the README).
const start = performance.mark('bench-render-start').startTime;
const root = document.getElementById('root');
if (lib === 'html') renderHtmlFloor(root);
else createRoot(root).render(<Page />);
// The task after the frame that paints what `ready` looks for. Checked in the frame's animation
// callback, which runs just before that frame's style, layout and paint: React renders in a task
// of its own, which a frame may come before (the first frame then paints an empty page).
const afterPainted = (ready, then) =>
  requestAnimationFrame(() => (ready() ? setTimeout(then, 0) : afterPainted(ready, then)));
afterPainted(
  () => root.firstChild !== null,
  () => {
    window.benchRenderMs = performance.mark('bench-render-end').startTime - start;
  },
);
// Every editor mounted: FolderForm mounts a long form's fields below its first screen after
// the first paint; the peers mount everything in their first render.
afterPainted(
  // (.me-editor-waiting: what engines before 855973d left in a waiting field; compare.mjs builds them.)
  () => root.firstChild !== null && !document.querySelector('.me-field-waiting, .me-editor-waiting'),
  () => {
    window.benchMountedMs = performance.now() - start;
  },
);
