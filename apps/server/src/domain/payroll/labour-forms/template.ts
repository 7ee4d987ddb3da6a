/**
 * The printed Form XIX (wage slip) and Form XIV (employment card) of the Contract Labour (R&A)
 * Central Rules, 1971, in the template language of `../document/template.ts` (every value
 * escaped): the form's number and rule, its heading, its numbered items, the contractor's
 * signature. Built in, not print templates: the Rules fix their contents.
 */
const page = (form: string, rule: string, heading: string) => `<!doctype html>
<html lang="{{language}}"><head><meta charset="utf-8"><title>{{title}}</title>
<style>
body{font-family:'Noto Sans','Noto Sans Devanagari','Noto Sans Bengali',sans-serif;font-size:12px;margin:16px;max-width:720px}
.form{text-align:center;font-weight:bold;margin:0}
.rule{text-align:center;margin:0 0 4px}
h1{font-size:16px;text-align:center;margin:0 0 12px}
dl{display:grid;grid-template-columns:minmax(12em,auto) 1fr;gap:3px 10px;margin:0 0 12px}
dt{font-weight:bold}
dd{margin:0}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #999;padding:4px 6px;text-align:left;vertical-align:top}
td.n{text-align:right;white-space:nowrap}
.signature{margin-top:40px;text-align:right}
</style></head>
<body>
<p class="form">FORM ${form}</p>
<p class="rule">[See rule ${rule}]</p>
<h1>{{label.${heading}}}</h1>
<dl>
{{#contractor}}<dt>{{label.contractor}}</dt><dd>{{name}}, {{address}}</dd>{{/contractor}}
BLOCK
</dl>
<table><tbody>
{{#items}}<tr><td>{{number}}</td><th>{{label}}</th><td>{{value}}{{#lines}}<br>{{name}}: {{amount}}{{/lines}}</td></tr>
{{/items}}</tbody></table>
<p class="signature">{{label.signature}}</p>
</body></html>`;

/** Form XIX (rule 78(1)(b)): contractor, workman and father's/husband's name, work, month. */
export const wageSlipTemplate = page('XIX', '78(1)(b)', 'wage_slip').replace(
  'BLOCK',
  `{{#workman}}<dt>{{label.workman}}</dt><dd>{{name}}{{#father_husband_name}}, {{father_husband_name}}{{/father_husband_name}}</dd>{{/workman}}
<dt>{{label.nature_and_location}}</dt><dd>{{work}}</dd>
<dt>{{label.for_month}}</dt><dd>{{month}}</dd>`,
);

/** Form XIV (rule 76): contractor, establishment, work, principal employer. */
export const employmentCardTemplate = page('XIV', '76', 'employment_card').replace(
  'BLOCK',
  `{{#principal_employer}}<dt>{{label.establishment}}</dt><dd>{{name}}, {{address}}</dd>{{/principal_employer}}
<dt>{{label.nature_and_location}}</dt><dd>{{work}}</dd>
{{#principal_employer}}<dt>{{label.principal_employer}}</dt><dd>{{name}}, {{address}}</dd>{{/principal_employer}}
<dt>{{label.for_month}}</dt><dd>{{month}}</dd>`,
);
