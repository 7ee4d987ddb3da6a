// The same generated forms for every library: 200 fields cycling through five kinds, every
// fifth one required and every number at least 0; and 5,000 rows of three inputs.

const kinds = ['text', 'int', 'float', 'boolean', 'textarea'];
const label = (text) => ({ eng: text, fr: text, hin: text, ben: text });

export const fieldCount = 200;
export const rowCount = 5000;

export const fields = Array.from({ length: fieldCount }, (_, index) => ({
  name: `field_${index}`,
  kind: kinds[index % kinds.length],
  title: `Field ${index}`,
  required: index % 5 === 0,
}));

/** The folder definition FolderForm renders (protocol's folder definition input). */
export function engineFolders() {
  const allowed = { env: 'true' };
  const common = (name, extra) => ({
    label: label(name),
    foldertype: 'folders',
    visibleExpr: 'true',
    txns: [
      { name: `txn_${name}_create`, label: label('Create'), op: 'C', permission: allowed },
      { name: `txn_${name}_update`, label: label('Update'), op: 'U', permission: allowed, accessType: 'row' },
    ],
    forms: [],
    txn_list: [],
    name,
    ...extra,
  });
  return [
    common('bench_form', {
      fields: fields.map((field) => ({
        name: field.name,
        type: field.kind,
        label: label(field.title),
        ...(field.required && { mandatory_expr: 'true' }),
        ...((field.kind === 'int' || field.kind === 'float') && { valid_expr: `row.${field.name} >= 0` }),
      })),
    }),
    common('bench_rows', {
      fields: [
        {
          name: 'rows',
          type: 'detail',
          label: label('Rows'),
          fields: [
            { name: 'item', type: 'text', label: label('Item') },
            { name: 'quantity', type: 'int', label: label('Quantity') },
            { name: 'price', type: 'float', label: label('Price') },
          ],
        },
      ],
    }),
  ];
}

const jsonType = { text: 'string', textarea: 'string', int: 'integer', float: 'number', boolean: 'boolean' };

/** The equivalent JSON Schema (react-jsonschema-form and JSON Forms). */
export const formSchema = {
  type: 'object',
  required: fields.filter((field) => field.required).map((field) => field.name),
  properties: Object.fromEntries(
    fields.map((field) => [
      field.name,
      {
        type: jsonType[field.kind],
        title: field.title,
        ...((field.kind === 'int' || field.kind === 'float') && { minimum: 0 }),
      },
    ]),
  ),
};

export const rjsfUiSchema = Object.fromEntries(
  fields
    .filter((field) => field.kind === 'textarea')
    .map((field) => [field.name, { 'ui:widget': 'textarea' }]),
);

export const jsonFormsUiSchema = {
  type: 'VerticalLayout',
  elements: fields.map((field) => ({
    type: 'Control',
    scope: `#/properties/${field.name}`,
    ...(field.kind === 'textarea' && { options: { multi: true } }),
  })),
};

export const rowsSchema = {
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      title: 'Rows',
      items: {
        type: 'object',
        properties: { item: { type: 'string' }, quantity: { type: 'integer' }, price: { type: 'number' } },
      },
    },
  },
};

export const rowsData = {
  rows: Array.from({ length: rowCount }, (_, index) => ({
    id: `r${index}`,
    item: `Item ${index}`,
    quantity: index % 17,
    price: (index % 100) + 0.5,
  })),
};
