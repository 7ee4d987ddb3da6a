// The floors: the same 200 labelled inputs with no form library, to show what the browser (and
// React) alone cost for a first paint and a keystroke under the bench's measures.
import { useState } from 'react';
import { fields } from './schemas.js';

const inputHtml = (field, id) => {
  const required = field.required ? ' required' : '';
  switch (field.kind) {
    case 'textarea':
      return `<textarea id="${id}" rows="3"${required}></textarea>`;
    case 'boolean':
      return `<input id="${id}" type="checkbox">`;
    case 'int':
      return `<input id="${id}" type="number" min="0" step="1"${required}>`;
    case 'float':
      return `<input id="${id}" type="number" min="0" step="0.01"${required}>`;
    default:
      return `<input id="${id}" type="text"${required}>`;
  }
};

/** Plain HTML: the 200 labelled inputs written into the page at once, no script per field. */
export function renderHtmlFloor(root) {
  root.innerHTML = `<form>${fields
    .map((field) => {
      const id = `floor-${field.name}`;
      return `<div><label for="${id}">${field.title}</label>${inputHtml(field, id)}</div>`;
    })
    .join('')}</form>`;
}

/** Plain React: each input controlled by its own state (a keystroke renders that field alone). */
export function PlainReactForm() {
  return (
    <form>
      {fields.map((field) => (
        <PlainField key={field.name} field={field} />
      ))}
    </form>
  );
}

function PlainField({ field }) {
  const [value, setValue] = useState(field.kind === 'boolean' ? false : '');
  const id = `floor-${field.name}`;
  const common = { id, required: field.required };
  let input;
  if (field.kind === 'textarea')
    input = (
      <textarea {...common} rows={3} value={value} onChange={(event) => setValue(event.target.value)} />
    );
  else if (field.kind === 'boolean')
    input = (
      <input id={id} type="checkbox" checked={value} onChange={(event) => setValue(event.target.checked)} />
    );
  else
    input = (
      <input
        {...common}
        type={field.kind === 'text' ? 'text' : 'number'}
        {...(field.kind !== 'text' && { min: 0, step: field.kind === 'int' ? 1 : 0.01 })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    );
  return (
    <div>
      <label htmlFor={id}>{field.title}</label>
      {input}
    </div>
  );
}
