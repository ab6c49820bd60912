import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike } from '../../../test/factories/bookings';
import { addressesOf, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/**
 * Whoever reports a bike hears back (ADR 0113): when an admin removes the listing or dismisses the
 * reports, each reporter gets a notification and a mail, in their own language.
 */
let t: TestApp;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

async function report(who: TestUser, bike: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reportedProducts',
    headers: who.headers,
    payload: { productDataBaseId: bike, reason: 'fake-or-scam' },
  });
  expect(res.json()).toMatchObject({ acknowledged: true });
}

async function notificationsOf(who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers });
  return (res.json() as { notifications: { kind: string; title: string; body: string; link: string }[] })
    .notifications;
}

async function mailTo(who: TestUser, subject: string): Promise<ParsedMail | undefined> {
  await t.app.notifications.drainMail();
  return (await readOutbox(t))
    .map((m) => m.mail)
    .find((m) => addressesOf(m).includes(who.email.toLowerCase()) && m.subject === subject);
}

describe('the reporter of a bike hears back', () => {
  it('when an admin removes the listing: each reporter, in their language', async () => {
    const bike = await createBike(t, seller, { name: 'Fake Hornet' });
    const first = await createUser(t, { name: 'Rumana' });
    const second = await createUser(t, { name: 'Tanvir' });
    const bangla = await t.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: second.headers,
      payload: { locale: 'bn' },
    });
    expect(bangla.statusCode).toBe(200);
    await report(first, bike);
    await report(second, bike);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reportedProducts/bike/${bike}/remove`,
      headers: admin.headers,
      payload: { reason: 'Photos copied from another listing.' },
    });
    expect(res.statusCode).toBe(200);

    const told = (await notificationsOf(first)).find((n) => n.kind === 'report-resolved');
    expect(told).toMatchObject({
      title: 'Thank you: the listing of Fake Hornet you reported was removed',
      link: '/bikes',
    });
    const english = await mailTo(first, 'Thank you: the listing of Fake Hornet you reported was removed');
    expect(english?.text).toContain('An admin reviewed your report of Fake Hornet and removed the listing');
    const toBangla = await mailTo(second, 'ধন্যবাদ: আপনার জানানো Fake Hornet-এর বিজ্ঞাপনটি সরানো হয়েছে');
    expect(toBangla?.text).toContain('একজন অ্যাডমিন Fake Hornet নিয়ে আপনার অভিযোগ দেখে');
  });

  it('when an admin dismisses the reports, or deletes one report', async () => {
    const bike = await createBike(t, seller, { name: 'Honest Hornet' });
    const reporter = await createUser(t);
    await report(reporter, bike);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reportedProducts/bike/${bike}/dismiss`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const told = (await notificationsOf(reporter)).find((n) => n.kind === 'report-resolved');
    expect(told).toMatchObject({
      title: 'Your report of Honest Hornet was reviewed',
      link: `/bikeDetails/${bike}`,
    });
    expect(told?.body).toContain('found nothing that breaks the rules, so the listing stays');
    const mail = await mailTo(reporter, 'Your report of Honest Hornet was reviewed');
    expect(mail?.text).toContain(`${t.config.baseUrl}/bikeDetails/${bike}`);

    // Reported again later and that one report deleted: told again, once more.
    await report(reporter, bike);
    const list = await t.app.inject({ method: 'GET', url: '/api/reportedProducts', headers: admin.headers });
    const [one] = (list.json() as { _id: string; productDataBaseId?: string }[]).filter(
      (r) => r.productDataBaseId === bike,
    );
    expect(one).toBeDefined();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/reportedProducts/${one?._id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const again = (await notificationsOf(reporter)).filter((n) => n.kind === 'report-resolved');
    expect(again).toHaveLength(2);
  });
});
