import { FolderForm } from '@muster/folder-engine';
import { FixtureEngine, MemoryTxnClient } from '@muster/folder-engine/testing';
import '@muster/folder-engine/styles.css';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { folderDefinitionSchema } from '@muster/protocol';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import {
  engineFolders,
  formSchema,
  jsonFormsUiSchema,
  rjsfUiSchema,
  rowsData,
  rowsSchema,
} from './schemas.js';

// One library and one scenario per page load: ?lib=engine|rjsf|jsonforms&scenario=form|rows.
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

const pages = { engine: Engine, rjsf: Rjsf, jsonforms: JsonFormsPage };
const Page = pages[lib];

// Keystroke to paint: from the keydown to the frame after it (a rAF, then a task after the paint).
window.benchLatencies = [];
document.addEventListener(
  'keydown',
  () => {
    const start = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.benchLatencies.push(performance.now() - start), 0));
  },
  true,
);

// The marks bound the first render in a trace (profiling: see the README).
const start = performance.mark('bench-render-start').startTime;
createRoot(document.getElementById('root')).render(<Page />);
const afterNextFrame = (then) => requestAnimationFrame(() => setTimeout(then, 0));
afterNextFrame(() => {
  window.benchRenderMs = performance.mark('bench-render-end').startTime - start;
});
// Every editor mounted: FolderForm mounts a long form's editors below its first screen after
// the first paint; the peers mount everything in their first render.
const whenAllMounted = () =>
  afterNextFrame(() => {
    if (document.querySelector('.me-editor-waiting')) whenAllMounted();
    else window.benchMountedMs = performance.now() - start;
  });
whenAllMounted();
