import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { handBack, lease, recordBaseline, takeSpare } from './pglite-spares';

// A PGlite database handed back by one test file comes to the next as its template left it, or not at
// all (ADR 0445). The template here is small but has what the app's has: a serial and an identity
// column, a generated column, a foreign key, a trigger writing another table, a partitioned table.
const TEMPLATE = `
  create table owners (id serial primary key, name text not null);
  create table bikes (
    id integer generated always as identity primary key,
    owner_id integer not null references owners(id),
    price integer not null,
    price_label text generated always as ('৳ ' || price) stored
  );
  create table audit (bike_id integer, at timestamptz default now());
  create function audit_bike() returns trigger language plpgsql as
    $$ begin insert into audit (bike_id) values (new.id); return new; end $$;
  create trigger bikes_audited after insert on bikes for each row execute function audit_bike();
  create schema queue;
  create table queue.job (name text not null, id integer not null) partition by list (name);
  create table queue.job_mail partition of queue.job for values in ('mail');
  insert into owners (name) values ('first'), ('second');
  insert into bikes (owner_id, price) values (1, 187000);
  insert into queue.job values ('mail', 1);
`;

let template: PGlite;
beforeAll(async () => {
  template = new PGlite();
  await template.exec(TEMPLATE);
  await recordBaseline(template);
});
afterAll(async () => {
  await takeSpare('spares-test')?.close();
  if (!template.closed) await template.close();
});

async function contents(client: PGlite) {
  const read = async (text: string) => (await client.query(text)).rows;
  return {
    owners: await read('select * from owners order by id'),
    bikes: await read('select * from bikes order by id'),
    audit: await read('select bike_id from audit order by bike_id'),
    jobs: await read('select * from queue.job order by id'),
  };
}

it('puts back the rows and the sequences the template had, and cuts the file off from it', async () => {
  const before = await contents(template);
  expect(before.audit).toEqual([{ bike_id: 1 }]);

  const file = lease(template);
  await file.client.exec(`
    insert into owners (name) values ('third');
    insert into bikes (owner_id, price) values (3, 90000);
    delete from bikes where id = 1;
    update owners set name = 'renamed' where id = 1;
    insert into queue.job values ('mail', 2);
    begin; insert into owners (name) values ('left open');`);
  file.release();
  // What the file left running fails as on a closed database, whatever it holds on to.
  expect(file.client.closed).toBe(true);
  expect(() => file.client.query('select 1')).toThrow(/closed/);

  await handBack('spares-test', template, 0);
  const spare = takeSpare('spares-test');
  expect(spare).toBe(template);
  expect(takeSpare('spares-test')).toBeUndefined();
  expect(await contents(template)).toEqual(before);

  // The sequences continue where the template's stood, and the trigger writes again.
  await template.exec(
    `insert into owners (name) values ('next'); insert into bikes (owner_id, price) values (3, 5000);`,
  );
  const { rows } = await template.query<{ owner: number; bike: number }>(
    `select (select max(id) from owners) as owner, (select max(id) from bikes) as bike`,
  );
  expect(rows[0]).toEqual({ owner: 3, bike: 2 });
  expect((await template.query('select bike_id from audit order by bike_id')).rows).toEqual([
    { bike_id: 1 },
    { bike_id: 2 },
  ]);
});

it('closes a database whose schema the file changed, or that a LISTEN of the file still holds', async () => {
  await template.exec('create table stray (id integer)');
  await handBack('spares-test', template, 0);
  expect(takeSpare('spares-test')).toBeUndefined();
  expect(template.closed).toBe(true);

  const listened = new PGlite();
  await listened.exec(TEMPLATE);
  await recordBaseline(listened);
  await handBack('spares-test', listened, 1);
  expect(takeSpare('spares-test')).toBeUndefined();
  expect(listened.closed).toBe(true);
});
