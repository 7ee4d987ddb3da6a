import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[2]);
const q = process.argv[3];
const r = await db.query(q);
console.log(JSON.stringify(r.rows));
await db.close();
