/**
 * A report printed without a template of its own: its title, the filters chosen, and a table
 * of the headers and rows (the view of print/view.ts; every value escaped by the template).
 */
export const defaultReportTemplate = `<!doctype html>
<html lang="{{language}}"><head><meta charset="utf-8"><title>{{title}}</title>
<style>
body{font-family:'Noto Sans','Noto Sans Devanagari','Noto Sans Bengali',sans-serif;font-size:11px;margin:0}
h1{font-size:15px;margin:0 0 8px}
p{margin:0 0 8px}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #999;padding:3px 5px;text-align:left;vertical-align:top}
th{background:#eee}
td.n{text-align:right}
</style></head>
<body><h1>{{title}}</h1>
{{#filters}}<p>{{label}}: {{value}}</p>{{/filters}}
<table><thead><tr>{{#headers}}<th>{{label}}</th>{{/headers}}</tr></thead>
<tbody>
{{#rows}}<tr>{{#cells}}<td{{#numeric}} class="n"{{/numeric}}>{{text}}</td>{{/cells}}</tr>
{{/rows}}</tbody></table></body></html>`;
