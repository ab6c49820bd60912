import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect, loginAs, ORIGIN, test } from './fixtures';

/** The mails to `email` in the e2e server's outbox (its throw-away DATA_DIR, `<tmp>/bb-e2e-*`). */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  const found: ParsedMail[] = [];
  for (const dir of readdirSync(tmpdir()).filter((d) => d.startsWith('bb-e2e-'))) {
    const outbox = path.join(tmpdir(), dir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      continue;
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (to.some((a) => a.value.some((v) => v.address === email))) found.push(mail);
    }
  }
  return found;
}

test.describe('Notifications', () => {
  test('a buyer who books sees the notification, the unread count and the mail', async ({ page, buyer }) => {
    await loginAs(page, buyer, '/');
    await expect(page.getByTestId('notifications-link')).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('unread-count')).toHaveCount(0);

    let bike: { _id: string; product_name: string } | undefined;
    for (const category of ['1', '2', '3']) {
      [bike] = await (await page.request.get(`/api/category/${category}`)).json();
      if (bike) break;
    }
    if (!bike) throw new Error('no available demo bike left');
    const booked = await page.request.post('/api/bookings', {
      headers: { origin: ORIGIN },
      data: { productID: bike._id, buyerMobile: '01712345678', buyerLocation: 'Dhanmondi, Dhaka' },
    });
    expect((await booked.json()).acknowledged).toBe(true);

    await page.goto('/');
    await expect(page.getByTestId('unread-count')).toHaveText('1');
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    const item = page.getByTestId('notification');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-kind', 'booking-made');
    await expect(item.getByRole('heading')).toContainText(`You booked ${bike.product_name}`);
    await expect(page.getByTestId('unread-summary')).toHaveText('1 unread');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('unread-summary')).toHaveText('All read');
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('unread-count')).toHaveCount(0);

    // The same event reaches the buyer's mailbox through the job queue's worker.
    await expect
      .poll(async () => (await mailsTo(buyer.email)).map((m) => m.subject), {
        message: `the booking mail to ${buyer.email}`,
        timeout: 20_000,
      })
      .toContain(`You booked ${bike.product_name}`);
    const [mail] = (await mailsTo(buyer.email)).filter((m) => m.subject?.startsWith('You booked'));
    expect(mail?.text).toContain('/dashboard/myOrders');
  });
});
