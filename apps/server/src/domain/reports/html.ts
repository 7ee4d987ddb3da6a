import type { Locale } from '@muster/protocol';
import type { CellValue } from '../exports/cells.js';
import type { Report, ReportRow } from './report.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const cellText = (value: CellValue) => (value === null ? '' : String(value));

/** The report's column headers in `locale`, its count last when it counts. */
export function reportHeaders(report: Report, locale: Locale): string[] {
  const { columns, count } = report.config;
  return [...columns.map((column) => column.label[locale]), ...(count ? [count.label[locale]] : [])];
}

/**
 * A report's rows as one HTML document (DESIGN §6 'Documents'): its title, a table of the
 * headers and rows, every text escaped, so a value is never markup. The report view shows it
 * in a sandboxed frame and the PDF is printed from the same document.
 */
export function reportHtml(report: Report, rows: readonly ReportRow[], locale: Locale): string {
  const title = escapeHtml(report.label[locale] || report.label.eng || report.name);
  const head = reportHeaders(report, locale)
    .map((header) => `<th>${escapeHtml(header)}</th>`)
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((cell) => `<td${typeof cell === 'number' ? ' class="n"' : ''}>${escapeHtml(cellText(cell))}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${locale === 'eng' ? 'en' : locale === 'hin' ? 'hi' : locale === 'ben' ? 'bn' : 'fr'}"><head><meta charset="utf-8"><title>${title}</title>
<style>
body{font-family:'Noto Sans','Noto Sans Devanagari','Noto Sans Bengali',sans-serif;font-size:11px;margin:0}
h1{font-size:15px;margin:0 0 8px}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #999;padding:3px 5px;text-align:left;vertical-align:top}
th{background:#eee}
td.n{text-align:right}
</style></head>
<body><h1>${title}</h1>
<table><thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody></table></body></html>`;
}
