/** The documents' head: their title and print styles (the invoice's and its notes'). */
export const documentHead = `<head>
<meta charset="utf-8">
<title>{{title}}</title>
<style>
  body { font-family: 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', sans-serif; font-size: 11px; color: #222; margin: 24px; }
  h1 { font-size: 18px; margin: 0 0 8px; text-align: center; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 10px; }
  th, td { border: 1px solid #bbb; padding: 3px 6px; text-align: left; vertical-align: top; }
  .amount { text-align: right; }
  .parties td { width: 50%; }
  .total { font-weight: bold; }
  .cancelled { border: 2px solid #b00; color: #b00; font-size: 16px; font-weight: bold; padding: 6px; text-align: center; }
  .signature td { height: 60px; vertical-align: bottom; text-align: right; }
</style>
</head>
`;

/** Both parties, as the view's `supplier` and `recipient` hold them (r. 46(a), (b); r. 53(1A)(a), (e)). */
export const partiesTable = `<table class="parties">
  <tr><th>{{label.supplier}}</th><th>{{label.recipient}}</th></tr>
  <tr>
    <td>{{supplier.name}}<br>{{supplier.address}}<br>{{supplier.city}} {{supplier.pincode}}<br>{{label.state}}: {{supplier.state_name}} ({{label.state_code}} {{supplier.state_code}})<br>{{label.gstin}}: {{supplier.gstin}}</td>
    <td>{{#recipient}}{{name}}<br>{{address}}<br>{{city}} {{pincode}}<br>{{label.state}}: {{state_name}} ({{label.state_code}} {{state_code}})<br>{{label.gstin}}: {{gstin}}{{/recipient}}</td>
  </tr>
</table>
`;

/** The supplier's signatory block (r. 46(q), r. 53(1A)(i)). */
export const signatureBlock = `<table class="signature">
  <tr><td>{{label.for_supplier}} {{supplier.name}}<br><br><br>{{label.authorised_signatory}}</td></tr>
</table>
`;

/**
 * The invoice's document: a print template (payroll/document/template.ts: `{{path}}` always
 * escaped, `{{#list}}…{{/list}}`) read by `invoiceView`. Built in, not a print_templates row:
 * its layout is what the law asks of a tax invoice, so it is not left to editing.
 */
export const invoiceTemplate = `<!doctype html>
<html lang="{{language}}">
${documentHead}<body>
<h1>{{label.tax_invoice}}</h1>
{{#cancelled}}<p class="cancelled">{{label.cancelled}} — {{label.cancel_reason}}: {{reason}}</p>{{/cancelled}}
<table>
  <tr><th>{{label.invoice_no}}</th><td>{{invoice_no}}</td><th>{{label.invoice_date}}</th><td>{{invoice_date}}</td></tr>
  <tr><th>{{label.invoice_period}}</th><td>{{month}}</td><th>{{label.contract}}</th><td>{{contract}}</td></tr>
  <tr><th>{{label.place_of_supply}}</th><td>{{place_of_supply.name}} ({{label.state_code}} {{place_of_supply.code}})</td><th>{{label.reverse_charge}}</th><td>{{reverse_charge}}</td></tr>
</table>
${partiesTable}<table>
  <tr><th>#</th><th>{{label.description}}</th><th>{{label.sac}}</th><th class="amount">{{label.quantity}}</th><th>{{label.unit}}</th><th class="amount">{{label.rate}}</th><th class="amount">{{label.amount}}</th></tr>
  {{#lines}}<tr><td>{{index}}</td><td>{{description}}</td><td>{{sac}}</td><td class="amount">{{quantity}}</td><td>{{unit}}</td><td class="amount">{{rate}}</td><td class="amount">{{amount}}</td></tr>{{/lines}}
  <tr><td colspan="6">{{label.chargeable}}</td><td class="amount">{{totals.chargeable}}</td></tr>
  <tr><td colspan="6">{{label.service_charge}} ({{service_charge_percent}}%)</td><td class="amount">{{totals.service_charge}}</td></tr>
  <tr class="total"><td colspan="6">{{label.taxable_value}}</td><td class="amount">{{totals.taxable}}</td></tr>
</table>
<table>
  {{#intra_state}}<tr><th>{{label.sac}}</th><th class="amount">{{label.taxable_value}}</th><th class="amount">{{label.cgst}} %</th><th class="amount">{{label.cgst}}</th><th class="amount">{{label.sgst}} %</th><th class="amount">{{label.sgst}}</th></tr>
  {{#taxes}}<tr><td>{{sac}}</td><td class="amount">{{taxable}}</td><td class="amount">{{half_rate}}</td><td class="amount">{{cgst}}</td><td class="amount">{{half_rate}}</td><td class="amount">{{sgst}}</td></tr>{{/taxes}}{{/intra_state}}
  {{#inter_state}}<tr><th>{{label.sac}}</th><th class="amount">{{label.taxable_value}}</th><th class="amount">{{label.igst}} %</th><th class="amount">{{label.igst}}</th></tr>
  {{#taxes}}<tr><td>{{sac}}</td><td class="amount">{{taxable}}</td><td class="amount">{{rate}}</td><td class="amount">{{igst}}</td></tr>{{/taxes}}{{/inter_state}}
</table>
<table>
  <tr><th>{{label.total_tax}}</th><td class="amount">{{totals.gst}}</td></tr>
  {{#reverse_charge_tax}}<tr><th>{{label.reverse_charge_tax}}</th><td class="amount">{{amount}}</td></tr>{{/reverse_charge_tax}}
  <tr class="total"><th>{{label.payable}}</th><td class="amount">{{totals.payable}}</td></tr>
  <tr><th>{{label.in_words}}</th><td>{{in_words}}</td></tr>
</table>
<table>
  <tr><th>{{label.bank}}</th><td>{{supplier.bank_name}}</td><th>{{label.account_no}}</th><td>{{supplier.bank_account_no}}</td><th>{{label.ifsc}}</th><td>{{supplier.bank_ifsc}}</td></tr>
</table>
{{#payment}}<table>
  <tr><th colspan="2">{{label.payment_record}}</th></tr>
  <tr><th>{{label.payment_date}}</th><td>{{date}} {{reference}}</td></tr>
  <tr><th>{{label.tds}} {{section}} @ {{rate}}%</th><td class="amount">{{tds}}</td></tr>
  <tr class="total"><th>{{label.amount_paid}}</th><td class="amount">{{paid}}</td></tr>
</table>{{/payment}}
{{#reverse_charge_note}}<p>{{label.reverse_charge_note}} ({{sources}}).</p>{{/reverse_charge_note}}
{{#unapproved}}<p>{{label.unapproved_days}}: {{days}}</p>{{/unapproved}}
${signatureBlock}</body>
</html>
`;
