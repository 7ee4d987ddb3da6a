// Seeded frames for the channel fuzz (fuzz.mjs by hand, fuzz.test.ts in CI): the same seed
// gives the same frames. Each is { text, expectId }: the text sent and the id its one reply
// must carry (null where the frame has no usable id). Valid txns over the catalogue's folders
// with fuzzed params, reads and writes, every txn declared by name with params drawn from its
// own schema (fuzz-params.mjs), broken JSON, wrong shapes, deep nesting, NUL bytes, lone
// surrogates and very long strings.
import { namedTxns, userLogoutTxn } from '@muster/protocol';
import { paramsFor } from './fuzz-params.mjs';

/** mulberry32: a small seeded generator, enough to replay a run. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const folders = [
  'departments',
  'employees',
  'leaves',
  'sites',
  'shifts',
  'holidays',
  'leave_types',
  'attendance',
  'files',
  'partners',
  'groups',
  'devices',
];
const verbs = { R: 'list', C: 'create', U: 'update', D: 'delete', X: 'export' };
const operators = ['=', '!=', 'ilike', 'between', 'in', 'like', '>', '', 'x'.repeat(30)];
const paths = [
  'code',
  'name',
  'id',
  'employees_id.code',
  'persons_id.first_name.eng',
  'last_modified',
  'deleted',
  'nope',
  'a.b.c.d',
  '',
];
const nasty = [
  '\u0000',
  'a\u0000b',
  'é\uD83D',
  '\uDE00',
  '😀',
  "'; drop table employees; --",
  '%',
  '_',
  '\\',
  '"',
  '\u202E',
  'x'.repeat(70_000),
];

export function frameGenerator(seed, sessionKey) {
  const random = seededRandom(seed);
  const int = (n) => Math.floor(random() * n);
  const pick = (items) => items[int(items.length)];
  const chance = (p) => random() < p;
  let serial = 0;

  const text = () => (chance(0.2) ? pick(nasty) : `v${int(1e6)}`);
  const scalar = () =>
    pick([
      () => null,
      () => true,
      () => int(2 ** 31) - 2 ** 30,
      () => random() * 1e12,
      () => -0.5,
      text,
      () => [],
    ])();
  const value = (depth = 0) => {
    if (depth > 4 || chance(0.5)) return scalar();
    if (chance(0.5)) return Array.from({ length: int(4) }, () => value(depth + 1));
    return Object.fromEntries(
      Array.from({ length: int(4) }, () => [
        chance(0.1) ? pick(nasty).slice(0, 10) : pick(paths) || 'k',
        value(depth + 1),
      ]),
    );
  };
  const hex = (n) => Array.from({ length: n }, () => int(16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
  const condition = () => ({
    path: chance(0.8) ? pick(paths) : text(),
    operator: pick(operators),
    value: chance(0.7) ? text() : value(),
  });
  const filters = (depth = 0) => ({
    joinop: pick(['and', 'or', 'xor', undefined]),
    filterInput: Array.from({ length: int(4) }, () =>
      depth < 10 && chance(0.2) ? filters(depth + 1) : condition(),
    ),
  });
  const listParams = () => ({
    ...(chance(0.7) ? { filters: filters() } : {}),
    ...(chance(0.5) ? { limit: pick([1, 50, 1000, 1001, 0, -1, 2.5, '10']) } : {}),
    ...(chance(0.3) ? { offset: pick([0, 10, 1e9, -5]) } : {}),
    ...(chance(0.3) ? { getRowCount: pick([true, false, 'yes']) } : {}),
    ...(chance(0.3) ? { orderBy: [{ path: pick(paths), dir: pick(['asc', 'DESC', 'sideways']) }] } : {}),
  });
  const writeParams = (folder, op) => ({
    baseFolder: chance(0.9) ? folder : pick(folders),
    rows: Array.from({ length: 1 + int(2) }, () => ({
      op: chance(0.9) ? op : pick(['C', 'U', 'D', 'Q']),
      ...(op !== 'C' || chance(0.1) ? { key: chance(0.5) ? uuid() : text() } : {}),
      data: chance(0.7)
        ? {
            code: `FZ${int(1e6)}`,
            name: chance(0.7) ? `Fuzz ${int(1e6)}` : text(),
            last_modified: pick([undefined, '2026-01-01T00:00:00Z', text()]),
          }
        : value(),
    })),
  });
  const txnFrame = (id) => {
    const op = pick(['R', 'R', 'R', 'C', 'U', 'D', 'X']);
    const folder = pick(folders);
    const name = chance(0.9)
      ? `txn_${folder}_${verbs[op]}`
      : pick(['txn_no_such', 'txn_user_login', 'txn_compiled_folders_get', `txn_${text().slice(0, 20)}`]);
    const params = chance(0.05) ? value() : op === 'R' ? listParams() : writeParams(folder, op);
    return {
      id,
      type: 'txn',
      client_type: chance(0.95) ? 'fuzz' : value(),
      body: {
        session_key: chance(0.8) ? sessionKey : pick([null, 'not-a-key', text()]),
        txn: {
          name,
          folder: chance(0.9) ? folder : text(),
          ...(chance(0.8) ? { client_props: { txn_op: chance(0.95) ? op : text() } } : {}),
          params,
          ...(chance(0.3)
            ? { projections: Array.from({ length: int(5) }, () => (chance(0.8) ? pick(paths) : text())) }
            : {}),
          ...(chance(0.05) ? { target_swhandle: pick(['sunrise', 'demo', text()]) } : {}),
        },
      },
    };
  };
  const draw = { int, pick, chance, text, uuid, value };
  const declared = Object.values(namedTxns);
  /** A txn declared by name, its params from its schema; a logout never with the run's session. */
  const namedFrame = (id) => {
    const spec = pick(declared);
    const ownSession = spec.name !== userLogoutTxn.name && chance(0.9);
    return {
      id,
      type: 'txn',
      client_type: 'fuzz',
      body: {
        session_key: ownSession ? sessionKey : pick([null, 'not-a-key', text()]),
        txn: {
          name: spec.name,
          folder: chance(0.95) ? spec.folder : pick(folders),
          ...(spec.foldertype ? { foldertype: spec.foldertype } : {}),
          client_props: { txn_op: chance(0.95) ? spec.op : pick(['R', 'C', 'U', 'D', 'X', 'Q']) },
          params: paramsFor(spec.params, draw),
        },
      },
    };
  };
  /** Nested `levels` deep as text: JSON.stringify would overflow first. */
  const deep = (id, levels) =>
    `{"id":"${id}","type":"txn","client_type":"fuzz","body":{"session_key":null,"txn":{"name":"txn_departments_list","folder":"departments","params":{"filters":${'{"filterInput":['.repeat(levels)}${']}'.repeat(levels)}}}}}`;

  return function next() {
    serial += 1;
    const id = `f${serial}`;
    const kind = random();
    if (kind < 0.03)
      return { text: pick(['{', '', 'null', '[1,2', '{"id":"x",', '\u0000', '{"id":1}']), expectId: null };
    if (kind < 0.06) {
      // a random object may hold an "id" (a key the values draw from): the server echoes a short one
      const random = value();
      const echoed =
        random &&
        typeof random === 'object' &&
        !Array.isArray(random) &&
        typeof random.id === 'string' &&
        random.id.length <= 64;
      return { text: JSON.stringify(random), expectId: echoed ? random.id : null };
    }
    if (kind < 0.09)
      return {
        text: JSON.stringify({ id, type: chance(0.5) ? text() : value(), client_type: 'fuzz' }),
        expectId: id,
      };
    if (kind < 0.11)
      return {
        text: JSON.stringify({ id, type: 'hello', client_type: chance(0.5) ? 'fuzz' : value() }),
        expectId: id,
      };
    if (kind < 0.13) return { text: deep(id, pick([30, 65, 700, 5000])), expectId: id };
    if (kind < 0.14) return { text: JSON.stringify({ ...txnFrame('x'.repeat(65)) }), expectId: null };
    if (kind < 0.44) return { text: JSON.stringify(namedFrame(id)), expectId: id };
    return { text: JSON.stringify(txnFrame(id)), expectId: id };
  };
}
