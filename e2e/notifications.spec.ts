import { expect, loginAs, mailsTo, ORIGIN, test } from './fixtures';

test.describe('Notifications', () => {
  test('a buyer who books sees the notification, the unread count and the mail', async ({
    page,
    buyer,
    bike,
  }) => {
    await loginAs(page, buyer, '/');
    await expect(page.getByTestId('notifications-link')).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('unread-count')).toHaveCount(0);

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
      .poll(async () => (await mailsTo(buyer.email, /^You booked /)).map((m) => m.subject), {
        message: `the booking mail to ${buyer.email}`,
        timeout: 20_000,
      })
      .toContain(`You booked ${bike.product_name}`);
    const [mail] = await mailsTo(buyer.email, /^You booked /);
    expect(mail?.text).toContain('/dashboard/myOrders');
  });
});
