import { documentHead, partiesTable, signatureBlock } from './template.js';

/**
 * A credit or debit note's document (CGST Rules r. 53(1A)): the nature of the document, its
 * consecutive number and date, both parties with their GSTINs, the number and date of the
 * invoice it corrects, each tax group's taxable value, rate and tax credited or debited, whether
 * the tax is payable on reverse charge, why, and the supplier's signature. The same print
 * template engine and styles as the invoice (template.ts).
 */
export const noteTemplate = `<!doctype html>
<html lang="{{language}}">
${documentHead}<body>
<h1>{{document_title}}</h1>
<table>
  <tr><th>{{label.note_no}}</th><td>{{note_no}}</td><th>{{label.note_date}}</th><td>{{note_date}}</td></tr>
  <tr><th>{{label.corrected_invoice}}</th><td>{{invoice_no}}</td><th>{{label.invoice_date}}</th><td>{{invoice_date}}</td></tr>
  <tr><th>{{label.place_of_supply}}</th><td>{{place_of_supply.name}} ({{label.state_code}} {{place_of_supply.code}})</td><th>{{label.reverse_charge}}</th><td>{{reverse_charge}}</td></tr>
</table>
${partiesTable}<table>
  <tr><th>{{label.description}}</th><th>{{label.sac}}</th><th class="amount">{{label.taxable_value}}</th></tr>
  {{#lines}}<tr><td>{{description}}</td><td>{{sac}}</td><td class="amount">{{taxable}}</td></tr>
  {{#taxes}}<tr><td colspan="2">{{name}} @ {{rate}}%</td><td class="amount">{{amount}}</td></tr>{{/taxes}}{{/lines}}
  <tr class="total"><td colspan="2">{{label.note_value}}</td><td class="amount">{{value}}</td></tr>
  <tr><td colspan="2">{{label.in_words}}</td><td>{{in_words}}</td></tr>
</table>
{{#reverse_charge_note}}<p>{{label.reverse_charge_tax}}: {{amount}}</p>{{/reverse_charge_note}}
${signatureBlock}</body>
</html>
`;
