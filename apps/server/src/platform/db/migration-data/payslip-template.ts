/**
 * The payslip print template every deployment starts with (migration 013 seeds it as
 * print_templates `payslip_default`; an admin edits it there). Its texts are `{{label.…}}`,
 * so one template prints in each language; the fonts name Noto for Devanagari and Bengali,
 * which Chromium shapes when fonts-noto-core is installed (payroll README "Documents").
 */
export const defaultPayslipTemplateCode = 'payslip_default';

export const firstPayslipTemplate = `<!doctype html>
<html lang="{{language}}">
<head>
<meta charset="utf-8">
<title>{{title}}</title>
<style>
  body { font-family: 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', sans-serif; font-size: 12px; color: #222; margin: 24px; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  .sub { color: #555; margin-bottom: 16px; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 12px; }
  th, td { border: 1px solid #bbb; padding: 4px 8px; text-align: left; }
  td.amount, th.amount { text-align: right; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .net { font-size: 15px; font-weight: bold; }
</style>
</head>
<body>
<h1>{{label.payslip}} — {{month}}</h1>
<div class="sub">{{label.business}}: {{business}}</div>
<table>
  <tr><th>{{label.employee}}</th><td>{{employee.name}}</td><th>{{label.code}}</th><td>{{employee.code}}</td></tr>
  <tr><th>{{label.department}}</th><td>{{employee.department}}</td><th>{{label.month}}</th><td>{{month}}</td></tr>
  <tr><th>{{label.uan}}</th><td>{{employee.uan}}</td><th>{{label.esic_no}}</th><td>{{employee.esic_no}}</td></tr>
  <tr><th>{{label.days_in_month}}</th><td>{{days.in_month}}</td><th>{{label.working_days}}</th><td>{{days.working}}</td></tr>
  <tr><th>{{label.payable_days}}</th><td>{{days.payable}}</td><th></th><td></td></tr>
</table>
<div class="grid">
  <table>
    <tr><th>{{label.earnings}}</th><th class="amount">{{label.amount}}</th></tr>
    {{#earnings}}<tr><td>{{name}}</td><td class="amount">{{amount}}</td></tr>{{/earnings}}
    <tr><th>{{label.gross_pay}}</th><th class="amount">{{totals.gross_pay}}</th></tr>
  </table>
  <table>
    <tr><th>{{label.deductions}}</th><th class="amount">{{label.amount}}</th></tr>
    {{#deductions}}<tr><td>{{name}}{{#balance}} ({{label.balance}} {{balance}}){{/balance}}</td><td class="amount">{{amount}}</td></tr>{{/deductions}}
    <tr><th>{{label.total_deductions}}</th><th class="amount">{{totals.total_deductions}}</th></tr>
  </table>
</div>
<p class="net">{{label.net_pay}}: {{totals.net_pay}}</p>
{{#employer}}
<table>
  <tr><th>{{label.employer_contributions}}</th><th class="amount">{{label.amount}}</th></tr>
  {{#lines}}<tr><td>{{name}}</td><td class="amount">{{amount}}</td></tr>{{/lines}}
</table>
{{/employer}}
</body>
</html>
`;

/**
 * The minimum-wage table (compliance README "Minimum wages"): the rate in force, the minimum
 * due beside the wages paid, arrears of the month paid later, what is still short. Migration
 * 325 adds it to a deployment's template still reading as the first one.
 */
const minimumWageTable = `{{#minimum_wage}}
<table>
  <tr><th colspan="2">{{heading}}</th></tr>
  {{#lines}}<tr><td>{{name}}</td><td class="amount">{{amount}}</td></tr>{{/lines}}
  {{#verdict}}<tr><th colspan="2">{{verdict}}</th></tr>{{/verdict}}
</table>
{{/minimum_wage}}
`;

export const defaultPayslipTemplate = firstPayslipTemplate.replace('</body>', `${minimumWageTable}</body>`);
