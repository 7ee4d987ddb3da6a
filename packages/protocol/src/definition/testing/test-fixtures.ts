import type { FolderDefinitionInput } from '../folder.js';

// Small folders shaped like the catalogue's, for schema and cross-reference tests.
const label = (eng: string) => ({ eng, fr: `${eng} (fr)`, hin: `${eng} (hin)`, ben: `${eng} (ben)` });
const source = (folder: string, container: 'folders' | 'masters' = 'folders') => ({
  container,
  foldertype: container,
  folder,
});
const crud = (folder: string): FolderDefinitionInput['txns'] => [
  { name: `txn_${folder}_list`, label: label('List'), op: 'R', permission: { env: 'true' } },
  {
    name: `txn_${folder}_create`,
    label: label('Create'),
    icon: 'Create',
    op: 'C',
    form: 'main',
    permission: { env: 'env.isAdmin' },
  },
];

export function fixtureCatalogue(): FolderDefinitionInput[] {
  return [
    {
      name: 'partners',
      label: label('Businesses'),
      foldertype: 'folders',
      visibleExpr: 'env.isAdmin',
      fields: [
        { name: 'code', type: 'text', label: label('Code') },
        { name: 'name', type: 'text', label: label('Name') },
      ],
      txns: crud('partners'),
      forms: [{ name: 'main', fields: ['code', 'name'] }],
      txn_list: ['txn_partners_create'],
    },
    {
      name: 'files',
      label: label('Files'),
      foldertype: 'folders',
      visibleExpr: 'env.isAdmin',
      fields: [{ name: 'filepath', type: 'text', label: label('File Path') }],
      txns: [],
      forms: [],
      txn_list: [],
    },
    {
      name: 'half_day_duration',
      label: label('Half Day Duration'),
      foldertype: 'masters',
      visibleExpr: 'env.isAdmin',
      fields: [
        { name: 'code', type: 'text', label: label('Code') },
        { name: 'name', type: 'loctext', label: label('Name') },
      ],
      txns: [],
      forms: [],
      txn_list: [],
    },
    {
      name: 'employees',
      label: label('Employees'),
      foldertype: 'folders',
      visibleExpr: 'env.isAdmin || env.isHR',
      partnerScoped: true,
      fields: [
        { name: 'partners_id', type: 'docpicker', label: label('Business'), source: source('partners') },
        { name: 'code', type: 'text', label: label('Code') },
        { name: 'profile_picture', type: 'file_upload', label: label('Photo'), source: source('files') },
      ],
      txns: crud('employees'),
      forms: [{ name: 'main', sections: [{ label: label('Employee'), fields: ['code', 'partners_id'] }] }],
      txn_list: ['txn_employees_create'],
    },
    {
      name: 'leaves',
      label: label('Leaves'),
      foldertype: 'folders',
      visibleExpr: 'true',
      partnerScoped: true,
      ownerField: 'employees_id',
      uiFlags: { list_view: true, calender_view: true },
      fields: [
        { name: 'partners_id', type: 'docpicker', label: label('Business'), source: source('partners') },
        {
          name: 'employees_id',
          type: 'docpicker',
          label: label('Employee'),
          source: source('employees'),
          filters: [{ path: 'partners_id.code', operator: '=', value: "'demo'" }],
          readonly_expr: '!(env.isAdmin || env.isAO || env.isRO)',
        },
        {
          name: 'leave_days',
          type: 'detail',
          label: label('Leave Days'),
          toShow: ['leave_period', 'half_day_duration'],
          fields: [
            { name: 'leave_period', type: 'tsrange', label: label('Period'), mandatory_expr: 'true' },
            {
              name: 'half_day_duration',
              type: 'docpicker',
              label: label('Half Day'),
              source: source('half_day_duration', 'masters'),
            },
          ],
        },
        { name: 'leave_status', type: 'text', label: label('Status'), default_value: "'created'" },
      ],
      txns: [
        ...crud('leaves'),
        {
          name: 'txn_leaves_approve',
          label: label('Approve'),
          icon: 'Approve',
          op: 'U',
          accessType: 'rows',
          permission: {
            env: 'env.isAO || env.isHR || env.isAdmin || env.isRO',
            row: "row.leave_status == 'created'",
          },
        },
      ],
      forms: [{ name: 'main', fields: ['employees_id', 'leave_days', 'leave_status'] }],
      txn_list: ['txn_leaves_create', 'txn_leaves_approve'],
    },
  ];
}
