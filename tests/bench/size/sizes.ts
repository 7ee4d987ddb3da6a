// What a product ships when it embeds the engine: the gzip bytes of the scripts and sheets a
// built page loads, beside the budget in budget.json. Growth over 10% fails until the budget
// is raised with a note saying why.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Budget {
  what: string;
  gzipBytes: number;
  note: string;
}

export const allowedGrowth = 0.1;
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budget.json'), 'utf8')) as Record<
  string,
  Budget
>;

/** gzip bytes of the assets a built page references (its entry, preloaded chunks and sheets). */
function pageBytes(dist: string, page: string): { js: number; css: number } {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const assets = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] as string),
  );
  const sizes = { js: 0, css: 0 };
  for (const asset of assets) {
    const bytes = gzipSync(fs.readFileSync(path.join(dist, asset)), { level: 9 }).length;
    if (asset.endsWith('.css')) sizes.css += bytes;
    else sizes.js += bytes;
  }
  return sizes;
}

export interface SizeReport {
  page: string;
  what: string;
  js: number;
  css: number;
  total: number;
  budget: number;
  overBudget: boolean;
}

/** Every budgeted page of a built app against its budget. */
export function sizeReports(dist: string): SizeReport[] {
  return Object.entries(budgets).map(([page, budget]) => {
    const { js, css } = pageBytes(dist, page);
    const total = js + css;
    return {
      page,
      what: budget.what,
      js,
      css,
      total,
      budget: budget.gzipBytes,
      overBudget: total > budget.gzipBytes * (1 + allowedGrowth),
    };
  });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export const formatSizeReport = (report: SizeReport) =>
  `${report.what}: ${kB(report.total)} gzip (js ${kB(report.js)}, css ${kB(report.css)}); budget ${kB(report.budget)}, ` +
  `${(Math.abs(report.total / report.budget - 1) * 100).toFixed(1)}% ${report.total >= report.budget ? 'over' : 'under'}`;
