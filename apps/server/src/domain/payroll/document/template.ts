/**
 * Print templates (print_templates folder): HTML with `{{path}}`, the value at a dotted path
 * HTML-escaped, and `{{#path}}…{{/path}}`, its body once per item of a list (inside it a
 * path is looked up on the item first, then outwards) or once when the value is set and
 * not a list. There is no way to insert a value unescaped: a name holding `<script>` prints
 * as text. A section opened and not closed (or the reverse) is refused naming the tag.
 */
export class TemplateError extends Error {}

type Node = string | { path: string } | { section: string; body: Node[] };

const tag = /\{\{\s*([#/]?)\s*([A-Za-z_][\w.]*)\s*\}\}/g;

export function parseTemplate(text: string): Node[] {
  const root: Node[] = [];
  const open: { section: string; body: Node[] }[] = [];
  const current = () => open.at(-1)?.body ?? root;
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, kind, path = ''] = match;
    const at = match.index ?? 0;
    if (at > last) current().push(text.slice(last, at));
    last = at + whole.length;
    if (kind === '#') {
      const section = { section: path, body: [] };
      current().push(section);
      open.push(section);
    } else if (kind === '/') {
      if (open.at(-1)?.section !== path) throw new TemplateError(`{{/${path}}} closes no open section`);
      open.pop();
    } else current().push({ path });
  }
  if (last < text.length) current().push(text.slice(last));
  const unclosed = open.at(-1);
  if (unclosed) throw new TemplateError(`{{#${unclosed.section}}} is not closed`);
  return root;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

function lookup(scopes: readonly unknown[], path: string): unknown {
  const [head = '', ...rest] = path.split('.');
  for (let index = scopes.length - 1; index >= 0; index -= 1) {
    const scope = scopes[index];
    if (scope && typeof scope === 'object' && head in scope)
      return rest.reduce<unknown>(
        (value, key) =>
          value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
        (scope as Record<string, unknown>)[head],
      );
  }
  return undefined;
}

function render(nodes: readonly Node[], scopes: readonly unknown[]): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if ('path' in node) {
      const value = lookup(scopes, node.path);
      out += value === undefined || value === null ? '' : escapeHtml(String(value));
    } else {
      const value = lookup(scopes, node.section);
      if (Array.isArray(value)) for (const item of value) out += render(node.body, [...scopes, item]);
      else if (value) out += render(node.body, [...scopes, value]);
    }
  }
  return out;
}

export function renderTemplate(text: string, view: Record<string, unknown>): string {
  return render(parseTemplate(text), [view]);
}
