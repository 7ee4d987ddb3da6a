import fs from 'node:fs';
import path from 'node:path';

/** A WAL segment's file name: timeline, log and segment, eight hex digits each. */
const segmentName = /^[0-9A-F]{24}$/;

/**
 * Removes from a closed PGlite data directory the WAL segments PostgreSQL made ready for later
 * (a checkpoint renames old segments to names past the one being written, `min_wal_size`'s
 * 80 MB), keeping the segment it writes in and the one after. The demo template held eight
 * segments, 128 of its 204 MB, which every test server's copy wrote to disk again; the kept
 * database starts from its last checkpoint, in the kept segment, and PostgreSQL makes new
 * segments when it needs them (tests/reliability/README.md, CI).
 */
export async function removeUnwrittenWal(directory: string): Promise<string[]> {
  const current = await currentSegment(directory);
  const walDir = path.join(directory, 'pg_wal');
  const kept = [current, nextSegment(current)];
  const removed = fs
    .readdirSync(walDir)
    .filter((name) => segmentName.test(name) && name > (kept[1] as string))
    .sort();
  for (const name of removed) fs.rmSync(path.join(walDir, name));
  return removed;
}

/** The segment a reopened database writes in: its last checkpoint's, after a clean close. */
async function currentSegment(directory: string): Promise<string> {
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  const pglite = await PGlite.create(directory, { extensions: { btree_gist } });
  try {
    const { rows } = await pglite.query<{ segment: string }>(
      'select pg_walfile_name(pg_current_wal_lsn()) as segment',
    );
    return (rows[0] as { segment: string }).segment;
  } finally {
    await pglite.close();
  }
}

/** The segment after `name` (16 MB segments: 256 to a log file). */
function nextSegment(name: string): string {
  const timeline = name.slice(0, 8);
  const log = Number.parseInt(name.slice(8, 16), 16);
  const segment = Number.parseInt(name.slice(16), 16);
  const [nextLog, nextSeg] = segment === 0xff ? [log + 1, 0] : [log, segment + 1];
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
  return `${timeline}${hex(nextLog)}${hex(nextSeg)}`;
}
