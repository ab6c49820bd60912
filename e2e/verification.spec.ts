import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  axeOnStillPage,
  type E2EUser,
  expect,
  listBike,
  loginAs,
  ORIGIN,
  test,
  uniqueEmail,
} from './fixtures';

/** A random Bangladeshi mobile number (01[3-9] and 8 digits) no other test uses. */
function randomMobile(): string {
  const rest = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return `01${3 + Math.floor(Math.random() * 7)}${rest}`;
}

/** The same number as typed on a Bangla keyboard. */
const inBangla = (digits: string) => digits.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] as string);

/** The latest code texted to `phone`: the e2e server writes each SMS to its DATA_DIR/sms. */
async function smsCode(phone: string): Promise<string> {
  let code: string | undefined;
  const ours = `bb-e2e-${new URL(ORIGIN).port}-`;
  await expect
    .poll(
      () => {
        for (const dir of readdirSync(tmpdir()).filter((d) => d.startsWith(ours))) {
          let files: string[] = [];
          try {
            files = readdirSync(path.join(tmpdir(), dir, 'sms'));
          } catch {
            continue;
          }
          for (const file of files.filter((f) => f.endsWith('.txt'))) {
            const text = readFileSync(path.join(tmpdir(), dir, 'sms', file), 'utf8');
            if (text.startsWith(`To: ${phone}\n`)) code = /(\d{6}) is your Best Bikes code/.exec(text)?.[1];
          }
        }
        return code;
      },
      { message: `a code texted to ${phone} in the e2e server's SMS outbox` },
    )
    .toBeTruthy();
  return code as string;
}

/** A Seller without a proven number yet, through the test controls. */
async function unprovenSeller(request: APIRequestContext): Promise<E2EUser> {
  const user: E2EUser = {
    name: 'Rafiq Hasan',
    email: uniqueEmail('unproven'),
    password: 'e2e-password-123',
    role: 'Seller',
  };
  const res = await request.post('/api/test/accounts', {
    headers: { origin: ORIGIN },
    data: { name: user.name, email: user.email, password: user.password, role: 'Seller', phone: false },
  });
  expect(res.status(), await res.text()).toBe(200);
  return user;
}

test.describe('proven phone numbers (docs/product.md#proven-phone-numbers)', () => {
  test('a seller proves a number with the code from the SMS, and the bike page shows the badge', async ({
    page,
    request,
  }) => {
    const seller = await unprovenSeller(request);
    const phone = randomMobile();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, seller, '/updateProfile');
    const section = page.getByTestId('phone-section');
    await expect(section.getByRole('heading', { name: 'Mobile number' })).toBeVisible();
    await section.getByLabel('Mobile number (01XXXXXXXXX)').fill(inBangla(phone));
    await section.getByRole('button', { name: 'Send code' }).click();
    await expect(section.getByText(`We texted a 6-digit code to ${phone}`)).toBeVisible();
    expect(await axeOnStillPage(page)).toEqual([]);

    const code = await smsCode(phone);
    await section.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'That code is not right. Check the SMS and try again.',
    );
    await section.getByLabel('Code from the SMS').fill(inBangla(code));
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByTestId('phone-proven')).toContainText(phone);
    expect(await axeOnStillPage(page)).toEqual([]);

    const bike = await listBike(seller);
    await page.goto(`/bikeDetails/${bike._id}`);
    await expect(page.getByTestId('phone-verified-badge')).toHaveText('Phone verified');
    // The proven number itself is never on the bike page.
    await expect(page.getByText(phone)).toHaveCount(0);
  });
});
