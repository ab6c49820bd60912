import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const a = new PGlite();
await a.waitReady;
console.log('fresh', Date.now() - t);
await a.exec('create table x(id int)');
t = Date.now();
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = new PGlite({ loadDataDir: dump });
await b.waitReady;
console.log('load', Date.now() - t);
console.log((await b.query('select count(*) from x')).rows);
t = Date.now();
const c = new PGlite();
await c.waitReady;
console.log('fresh2', Date.now() - t);
