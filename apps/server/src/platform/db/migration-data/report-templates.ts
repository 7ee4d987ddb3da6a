/**
 * The print templates of the statutory registers (migration 021; reports README): the Contract
 * Labour (R&A) Central Rules, 1971 forms' heading (form number, rule, the contractor's and
 * principal employer's names and addresses, the period chosen), the report's table, and the
 * signature line the forms end with. The template language is payroll/document/template.ts'.
 */
export interface RegisterTemplate {
  code: string;
  name: string;
  /** The seeded report (migration 016) it prints. */
  report: string;
  form: string;
  rule: string;
}

export const registerTemplates: RegisterTemplate[] = [
  {
    code: 'register_form_xvi',
    name: 'Muster roll (Form XVI)',
    report: 'muster_roll',
    form: 'XVI',
    rule: '78(1)(a)(i)',
  },
  {
    code: 'register_form_xvii',
    name: 'Register of wages (Form XVII)',
    report: 'register_of_wages',
    form: 'XVII',
    rule: '78(1)(a)(i)',
  },
  {
    code: 'register_form_xiii',
    name: 'Register of workmen (Form XIII)',
    report: 'register_of_workmen',
    form: 'XIII',
    rule: '75',
  },
];

export function registerTemplateText({ form, rule }: RegisterTemplate): string {
  return `<!doctype html>
<html lang="{{language}}"><head><meta charset="utf-8"><title>{{title}}</title>
<style>
body{font-family:'Noto Sans','Noto Sans Devanagari','Noto Sans Bengali',sans-serif;font-size:11px;margin:0}
.form{text-align:center;font-weight:bold;margin:0}
.rule{text-align:center;margin:0 0 4px}
h1{font-size:15px;text-align:center;margin:0 0 8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 8px;margin:0 0 8px}
dt{font-weight:bold}
dd{margin:0}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #999;padding:3px 5px;text-align:left;vertical-align:top}
th{background:#eee}
td.n{text-align:right}
.signature{margin-top:32px;text-align:right}
</style></head>
<body>
<p class="form">FORM ${form}</p>
<p class="rule">[See rule ${rule}]</p>
<h1>{{title}}</h1>
<dl>
{{#contractor}}<dt>{{label.contractor}}</dt><dd>{{name}}, {{address}}</dd>{{/contractor}}
<dt>{{label.nature_and_location_of_work}}</dt><dd></dd>
{{#principal_employer}}<dt>{{label.establishment}}</dt><dd>{{name}}, {{address}}</dd>
<dt>{{label.principal_employer}}</dt><dd>{{name}}, {{address}}</dd>{{/principal_employer}}
{{#filters}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/filters}}
<dt>{{label.printed_on}}</dt><dd>{{printed_on}}</dd>
</dl>
<table><thead><tr>{{#headers}}<th>{{label}}</th>{{/headers}}</tr></thead>
<tbody>
{{#rows}}<tr>{{#cells}}<td{{#numeric}} class="n"{{/numeric}}>{{text}}</td>{{/cells}}</tr>
{{/rows}}</tbody></table>
<p class="signature">{{label.signature}}</p>
</body></html>`;
}
