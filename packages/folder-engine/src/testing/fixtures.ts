import type {
  BusinessEnv,
  BusinessSettings,
  FolderDefinition,
  FolderDefinitionInput,
} from '@muster/protocol';
import { folderDefinitionSchema } from '@muster/protocol';

const text = (eng: string, fr: string, hin: string, ben: string) => ({ eng, fr, hin, ben });
const everyone = { env: 'true' };

/** Fixture folders for stories and tests: small, but every field type and rule kind appears. */
const inputs: FolderDefinitionInput[] = [
  {
    name: 'expenses',
    label: text('Expenses', 'Dépenses', 'व्यय', 'ব্যয়'),
    foldertype: 'folders',
    visibleExpr: 'true',
    partnerScoped: true,
    uiFlags: { list_view: true },
    fields: [
      {
        name: 'title',
        type: 'text',
        label: text('Title', 'Titre', 'शीर्षक', 'শিরোনাম'),
        mandatory_expr: 'true',
      },
      {
        name: 'amount',
        type: 'float',
        label: text('Amount', 'Montant', 'राशि', 'পরিমাণ'),
        mandatory_expr: 'true',
        valid_expr: 'row.amount > 0',
      },
      {
        name: 'category',
        type: 'text',
        label: text('Category', 'Catégorie', 'श्रेणी', 'বিভাগ'),
        default_value: "'travel'",
      },
      {
        name: 'distance_km',
        type: 'int',
        label: text('Distance (km)', 'Distance (km)', 'दूरी (किमी)', 'দূরত্ব (কিমি)'),
        visible_expr: "row.category == 'travel'",
        mandatory_expr: "row.category == 'travel'",
      },
      {
        name: 'spent_on',
        type: 'timestamp',
        label: text('Spent on', 'Dépensé le', 'व्यय तिथि', 'ব্যয়ের তারিখ'),
        default_value: 'now',
      },
      {
        name: 'employees_id',
        type: 'docpicker',
        label: text('Employee', 'Employé', 'कर्मचारी', 'কর্মচারী'),
        source: { container: 'folders', foldertype: 'folders', folder: 'employees' },
      },
      {
        name: 'approved',
        type: 'boolean',
        label: text('Approved', 'Approuvé', 'स्वीकृत', 'অনুমোদিত'),
        readonly_expr: '!env.isAdmin',
      },
      { name: 'notes', type: 'textarea', label: text('Notes', 'Remarques', 'टिप्पणियाँ', 'মন্তব্য') },
      {
        name: 'items',
        type: 'detail',
        label: text('Items', 'Articles', 'मदें', 'আইটেম'),
        toShow: ['item', 'cost'],
        fields: [
          {
            name: 'item',
            type: 'text',
            label: text('Item', 'Article', 'मद', 'আইটেম'),
            mandatory_expr: 'true',
          },
          {
            name: 'cost',
            type: 'number',
            label: text('Cost', 'Coût', 'लागत', 'খরচ'),
            valid_expr: 'row.cost <= parent.amount',
          },
        ],
      },
    ],
    txns: [
      {
        name: 'txn_expenses_list',
        label: text('List', 'Liste', 'सूची', 'তালিকা'),
        op: 'R',
        permission: everyone,
      },
      {
        name: 'txn_expenses_create',
        label: text('Create', 'Créer', 'बनाएँ', 'তৈরি করুন'),
        icon: 'Create',
        op: 'C',
        form: 'main',
        permission: everyone,
      },
      {
        name: 'txn_expenses_update',
        label: text('Update', 'Mettre à jour', 'अद्यतन करें', 'হালনাগাদ করুন'),
        icon: 'Update',
        op: 'U',
        form: 'main',
        permission: { env: 'true', row: '!row.approved' },
        accessType: 'row',
      },
      {
        name: 'txn_expenses_approve',
        label: text('Approve', 'Approuver', 'स्वीकृत करें', 'অনুমোদন করুন'),
        icon: 'Approve',
        op: 'U',
        permission: { env: 'env.isAdmin', row: '!row.approved' },
        accessType: 'rows',
      },
      {
        name: 'txn_expenses_delete',
        label: text('Delete', 'Supprimer', 'हटाएँ', 'মুছুন'),
        icon: 'Delete',
        op: 'D',
        permission: everyone,
        accessType: 'rows',
      },
    ],
    forms: [
      {
        name: 'main',
        fields: [
          'title',
          'amount',
          'category',
          'distance_km',
          'spent_on',
          'employees_id',
          'approved',
          'notes',
          'items',
        ],
      },
    ],
    txn_list: ['txn_expenses_create', 'txn_expenses_approve', 'txn_expenses_delete'],
    // as the server fills it from the access policy: approval reaches a picked contractor's rows
    pickedTxns: ['txn_expenses_approve'],
  },
  {
    name: 'employees',
    label: text('Employees', 'Employés', 'कर्मचारी', 'কর্মচারী'),
    foldertype: 'folders',
    visibleExpr: 'true',
    uiFlags: { list_view: true },
    picker: { searchFirst: true, selectAll: false },
    fields: [
      { name: 'code', type: 'text', label: text('Code', 'Code', 'कोड', 'কোড'), mandatory_expr: 'true' },
      { name: 'name', type: 'text', label: text('Name', 'Nom', 'नाम', 'নাম') },
    ],
    txns: [
      {
        name: 'txn_employees_list',
        label: text('List', 'Liste', 'सूची', 'তালিকা'),
        op: 'R',
        permission: everyone,
      },
      {
        name: 'txn_employees_delete',
        label: text('Delete', 'Supprimer', 'हटाएँ', 'মুছুন'),
        icon: 'Delete',
        op: 'D',
        permission: everyone,
        accessType: 'rows',
      },
    ],
    forms: [],
    txn_list: ['txn_employees_delete'],
  },
  {
    name: 'partners',
    label: text('Businesses', 'Entreprises', 'व्यवसाय', 'ব্যবসা'),
    foldertype: 'folders',
    visibleExpr: 'true',
    fields: [
      { name: 'code', type: 'text', label: text('Code', 'Code', 'कोड', 'কোড') },
      { name: 'name', type: 'text', label: text('Name', 'Nom', 'नाम', 'নাম') },
    ],
    txns: [],
    forms: [],
    txn_list: [],
  },
];

export const fixtureDefinitions: FolderDefinition[] = inputs.map((input) =>
  folderDefinitionSchema.parse(input),
);

/** A fixture folder's definition by name. */
export function fixtureDefinition(name: string): FolderDefinition {
  const definition = fixtureDefinitions.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`no fixture folder ${name}`);
  return definition;
}

export const fixtureEnv: BusinessEnv = {
  id: 'b0000000-0000-4000-8000-000000000001',
  code: 'admin',
  swhandle: 'demo',
  business_name: 'Demo Industries',
  partners_id: 'a0000000-0000-4000-8000-000000000001',
  employees_id: 'e0000000-0000-4000-8000-000000000001',
  isAdmin: true,
  isAO: false,
  isRO: false,
  isHR: false,
  isDCO: false,
  child_reporting_path: [],
  subsections: [],
  pe_partners_id: 'a0000000-0000-4000-8000-000000000001',
  user_selected_partner: null,
};

/** Business settings holding the given definitions, as txn_compiled_folders_get answers them. */
export function fixtureSettings(
  definitions: FolderDefinition[] = fixtureDefinitions,
  env: BusinessEnv = fixtureEnv,
): BusinessSettings<FolderDefinition> {
  const container = (type: FolderDefinition['foldertype']) => {
    const own = definitions.filter((definition) => definition.foldertype === type);
    return {
      map: Object.fromEntries(own.map((definition) => [definition.name, definition])),
      folderList: own.map((d) => d.name),
    };
  };
  return {
    env,
    containers: { folders: container('folders'), masters: container('masters'), mviews: container('mviews') },
    masterData: {},
    folderData: { leaveTypes: [] },
  };
}

const employee = (n: number) => ({
  id: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: `E${String(n).padStart(3, '0')}`,
  name: ['Asha Rao', 'Bikram Das', 'Chitra Sen', 'Dev Patel', 'Esha Roy'][n % 5],
  deleted: n === 4,
});

/** Records for the fixture folders: employees (one deleted) and 57 expenses, enough for two pages. */
export function fixtureRecords() {
  const employees = Array.from({ length: 5 }, (_, index) => employee(index));
  const expenses = Array.from({ length: 57 }, (_, index) => ({
    id: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Expense ${index + 1}`,
    amount: 100 + index * 10.5,
    category: index % 3 === 0 ? 'travel' : 'meals',
    distance_km: index % 3 === 0 ? 10 + index : null,
    spent_on: new Date(Date.UTC(2025, index % 12, 1 + (index % 27), 4, 30)).toISOString(),
    employees_id: [employees[index % 4]],
    approved: index % 5 === 0,
    notes: null,
    items: [{ id: `i${index}`, item: 'Taxi', cost: 50 }],
    partners_id: [{ id: fixtureEnv.partners_id, code: 'demo' }],
    deleted: false,
    last_modified: '2025-01-01T00:00:00.000Z',
    creation_date: new Date(Date.UTC(2025, index % 12, 1 + (index % 27))).toISOString(),
  }));
  return {
    employees,
    expenses,
    partners: [
      { id: fixtureEnv.partners_id, code: 'demo', name: 'Demo Industries', sw_handle: 'demo' },
      {
        id: 'a0000000-0000-4000-8000-000000000002',
        code: 'sunrise',
        name: 'Sunrise Staffing',
        sw_handle: 'sunrise',
      },
    ],
  };
}
