import type { Page } from '@playwright/test';
import { ADMIN, axeOnStillPage, expect, loginAs, solidPng, test, uniqueTag } from './fixtures';

/**
 * docs/product.md#blog: an admin writes a post in Bangla with a cover photo and publishes it; a visitor
 * who reads Bangla finds it on /blogs and on its own page. axe reads the admin's pages and the post at
 * phone width once each has settled.
 */

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-busy="true"], .loading')).toHaveCount(0, {
    timeout: 15_000,
  });
  const violations = await axeOnStillPage(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test.use({ viewport: { width: 390, height: 844 } });

test('an admin publishes a Bangla post with a cover; a Bangla reader reads it on /blogs and its own page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const tag = uniqueTag();
  const title = `বর্ষায় নিরাপদে বাইক চালানো ${tag}`;

  await loginAs(page, ADMIN, '/dashboard/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  await expect(page.getByTestId('admin-blog-list').locator('li')).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Write a post' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs\/new$/);
  await page.getByLabel('Title').fill(title);
  // The address is made from the title, Bangla letters kept.
  await expect(page.getByLabel('Address')).toHaveValue(`বর্ষায়-নিরাপদে-বাইক-চালানো-${tag}`);
  await page.getByLabel('Language').selectOption('bn');
  await page.getByLabel('Cover photo (optional)').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng(1200, 630, [40, 90, 160]),
  });
  await expect(page.getByTestId('blog-cover-preview')).toBeVisible();
  await page
    .getByLabel(/^Text \(Markdown/)
    .fill(
      '## চাকা\n\nবৃষ্টিতে **টায়ারের গ্রিপ** সবচেয়ে জরুরি।\n\n- ধীরে চালান\n- ব্রেক আগে ধরুন\n\n<script>alert(1)</script>',
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('blog-preview');
  await expect(preview.locator('strong')).toHaveText('টায়ারের গ্রিপ');
  await expect(preview).toContainText('<script>alert(1)</script>');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs\/(?!new)[^/]+$/);
  await expect(page.getByText('Published: readers see it.')).toBeVisible();

  // A visitor, signed out, who reads Bangla.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  const reader = await context.newPage();
  await reader.goto('/');
  await reader.getByRole('button', { name: 'বাংলা' }).click();
  await expect(reader.locator('html')).toHaveAttribute('lang', 'bn');
  await reader.goto('/blogs');
  const accordion = reader.getByTestId('blogs-accordion');
  await expect(accordion).toHaveAttribute('lang', 'bn');
  // Newest first: the new post leads and is open.
  const first = accordion.locator('details').first();
  await expect(first.locator('summary')).toHaveText(title);
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('strong')).toHaveText('টায়ারের গ্রিপ');
  await expect(accordion.getByText('পুরোনো মোটরসাইকেলের কাগজপত্র যাচাই')).toBeVisible();
  await expect(accordion).not.toContainText('Checking the papers');

  await first.getByTestId('blog-post-link').click();
  await expect(reader).toHaveURL(new RegExp(`/blogs/${encodeURIComponent(`বর্ষায়-নিরাপদে-বাইক-চালানো-${tag}`)}$`));
  const post = reader.getByTestId('blog-post');
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(post.locator('img').first()).toHaveAttribute('src', /^\/media\//);
  await expect(post.locator('li')).toHaveText(['ধীরে চালান', 'ব্রেক আগে ধরুন']);
  await expect(post.locator('script')).toHaveCount(0);
  await expect(post.locator('time')).toHaveText(/[০-৯]+ \S+ [০-৯]{4}/);
  await expect(reader).toHaveTitle(`${title} - Best Bikes`);
  expect(await seriousViolations(reader)).toEqual([]);
  await context.close();

  // Unpublished, it is gone from readers.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('A draft: only admins see it.')).toBeVisible();
  const gone = await page.request.get(
    `/api/blogs/${encodeURIComponent(`বর্ষায়-নিরাপদে-বাইক-চালানো-${tag}`)}?lang=bn`,
  );
  expect(gone.status()).toBe(404);
});
