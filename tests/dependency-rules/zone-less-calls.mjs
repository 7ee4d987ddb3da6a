#!/usr/bin/env node
/**
 * Counts the calls of the business calendar's day and month functions that name no zone
 * (issue #28 item 2): protocol's business-time.ts, payroll-rules' months and attendance's
 * istDayKey/istDayStart all take the business's zone as a parameter that defaults to
 * Asia/Kolkata, so a call that leaves it out silently counts India's day for a Dubai or
 * Kathmandu business. The figure is the one README.md's architecture table gives ("calls …
 * naming no zone, main code"); tests/dependency-rules/zone-less-calls.test.ts fails on one.
 *
 * Usage: node tests/dependency-rules/zone-less-calls.mjs [--list]   (prints the count, --list every call)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each counted function and the index of its zone parameter. */
export const zoneParameter = {
  zoneOffsetMs: 1,
  businessDayKey: 1,
  wallClockInstant: 1,
  businessDayStart: 1,
  businessMonthKey: 1,
  businessMonthStart: 2,
  payrollMonth: 2,
  payrollMonthOfKey: 1,
  payrollMonthOf: 1,
  istDayKey: 1,
  istDayStart: 1,
};

/** Main code: every package's and app's sources but tests, test helpers and the calendar's own definitions. */
const mainRoots = ['packages', 'apps'];
const skipped = /(^|\/)(node_modules|dist|testing)(\/|$)|\.test\.tsx?$|\.d\.ts$/;

/** Code without comments and with strings emptied, so neither can hold a call or a bracket. */
function codeOnly(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    if (two === '//') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (two === '/*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (text[i] === "'" || text[i] === '"' || text[i] === '`') {
      const quote = text[i];
      out += quote;
      i++;
      while (i < text.length && text[i] !== quote) {
        if (text[i] === '\\') i++;
        else if (quote === '`' && text[i] === '$' && text[i + 1] === '{') {
          // a template's expression is code: keep it
          let depth = 0;
          for (; i < text.length; i++) {
            if (text[i] === '{') depth++;
            else if (text[i] === '}' && --depth === 0) break;
            out += text[i];
          }
          out += '}';
          i++;
          continue;
        }
        out += text[i] === '\n' ? '\n' : ' ';
        i++;
      }
      out += quote;
      i++;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/** How many arguments a call passes, the text from just after its opening bracket. */
function argumentCount(code, open) {
  let depth = 0;
  let count = 0;
  let sawArgument = false;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return sawArgument ? count + 1 : count;
      depth--;
    } else if (c === ',' && depth === 0) {
      // a trailing comma before the bracket adds no argument
      if (/^\s*\)/.test(code.slice(i + 1, i + 40))) return count + 1;
      count++;
      continue;
    }
    if (!/\s/.test(c)) sawArgument = true;
  }
  return count;
}

/** Every call in a module's text, as `{ file, line, name, zoneNamed }`; definitions are no calls. */
export function callsIn(file, text) {
  const code = codeOnly(text);
  const names = Object.keys(zoneParameter).join('|');
  const call = new RegExp(`(function\\s+|\\.)?\\b(${names})\\s*(<[^>()]*>)?\\(`, 'g');
  const found = [];
  for (const match of code.matchAll(call)) {
    if (match[1]?.startsWith('function')) continue;
    const name = match[2];
    const before = code.slice(0, match.index);
    const args = argumentCount(code, match.index + match[0].length);
    const line = before.split('\n').length;
    found.push({ file, line, name, zoneNamed: args > zoneParameter[name] });
  }
  return found;
}

function sources(root, folder) {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !skipped.test(file));
}

/** Every counted call in main code under the repository (or under some of its folders). */
export function mainCalls(root, folders = mainRoots) {
  return folders
    .flatMap((folder) => sources(root, folder))
    .flatMap((file) => callsIn(file, readFileSync(path.join(root, file), 'utf8')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const calls = mainCalls(root);
  const zoneless = calls.filter((call) => !call.zoneNamed);
  const files = new Set(zoneless.map((call) => call.file));
  const seed = zoneless.filter((call) => call.file.startsWith('apps/server/src/app/seed/'));
  const domain = zoneless.filter((call) => call.file.startsWith('apps/server/src/domain/'));
  if (process.argv.includes('--list'))
    for (const call of zoneless) console.log(`${call.file}:${call.line} ${call.name}`);
  console.log(
    `${zoneless.length} of ${calls.length} calls name no zone, in ${files.size} files ` +
      `(server domain ${domain.length}, demo seed ${seed.length})`,
  );
}
