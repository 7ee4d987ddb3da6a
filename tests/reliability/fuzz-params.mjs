// Fuzzed params for the txns declared by name (@muster/protocol's namedTxns), drawn from each
// declaration's own zod schema: most values have the kind the schema asks for (so frames get
// past the params check into the handlers and the rules below them), some have another kind,
// are left out or are null (so the checks themselves are exercised). The schema is read
// through zod 4's definitions (`_zod.def`), the same objects the server parses with.

const months = ['2026-11', '2026-02', '1999-13', '2026-11-01', '2026-11-01T00:00:00+05:30'];
const dates = ['2026-11-28', '2026-02-29', '2024-02-29', '0000-00-00', '2026-11-28T09:00:00Z'];

/**
 * A value for `schema`. `draw` holds the generator's own draws (seeded, so a run replays):
 * int(n), pick(items), chance(p), text(), uuid(), value() (a value of any shape).
 */
export function paramsFor(schema, draw, depth = 0) {
  const def = schema?._zod?.def;
  if (!def || depth > 6 || draw.chance(0.06)) return draw.value();
  const inner = (next) => paramsFor(next, draw, depth + 1);
  switch (def.type) {
    case 'object': {
      const entries = Object.entries(def.shape)
        .filter(() => draw.chance(0.9))
        .map(([key, field]) => [key, inner(field)]);
      if (draw.chance(0.05)) entries.push([draw.text().slice(0, 12), draw.value()]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return Array.from({ length: draw.pick([0, 1, 1, 2, 3]) }, () =>
        draw.chance(0.1) ? null : inner(def.element),
      );
    case 'union':
      return inner(draw.pick(def.options));
    case 'intersection':
      return { ...Object(inner(def.left)), ...Object(inner(def.right)) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return draw.chance(0.1) ? draw.pick([null, undefined]) : inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter());
    case 'record':
      return Object.fromEntries(
        Array.from({ length: draw.int(3) }, () => [draw.text().slice(0, 12), inner(def.valueType)]),
      );
    case 'tuple':
      return def.items.map((item) => inner(item));
    case 'enum':
      return draw.pick(Object.values(def.entries));
    case 'literal':
      return draw.pick(def.values);
    case 'boolean':
      return draw.chance(0.5);
    case 'number':
    case 'int':
    case 'bigint':
      return draw.pick([0, 1, 7, 31, 100, -1, 2.5, 1e9, draw.int(100_000)]);
    case 'string':
      return stringFor(def, draw);
    default:
      return draw.value();
  }
}

/** A string of the format the schema names (uuid, date), or one of the common shapes. */
function stringFor(def, draw) {
  const format = def.format ?? def.checks?.map((check) => check._zod?.def?.format).find(Boolean);
  if (format === 'uuid' || format === 'guid') return draw.uuid();
  if (format === 'date') return draw.pick(dates);
  if (format === 'datetime') return draw.pick(['2026-11-28T09:00:00Z', ...dates]);
  return draw.pick([draw.uuid, () => draw.pick(months), () => draw.pick(dates), draw.text, () => 'demo'])();
}
