import { expect, test } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';

const STAFF_EMAIL = 'admin@socials.local';

/**
 * Pages and settings: staff write and publish a blog post and change a setting in the
 * manager console; a visitor finds the post on /blogs and reads it.
 */
test('staff publish a blog post and change a setting; a visitor reads the post', async ({ browser, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const title = `Notes from the rooftop dinner ${Date.now()}`;
  const staff = await signInThroughApi(request, STAFF_EMAIL);

  const staffContext = await browser.newContext();
  await startSignedIn(staffContext, staff, origin);
  const manager = await staffContext.newPage();
  await manager.goto('/manager/content');
  await expect(manager.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await manager.getByRole('button', { name: 'New blog post' }).click();
  const editor = manager.getByRole('region', { name: 'New blog post' });
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(editor.getByRole('textbox', { name: 'Address' })).toHaveValue(/^notes-from-the-rooftop-dinner-\d+$/);
  await editor.getByRole('textbox', { name: 'Body' }).fill('Twelve founders, one table.\n\n## What we learned\n\n**Ask one question** and listen.');
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'What we learned' })).toBeVisible();
  await editor.getByRole('textbox', { name: 'Author' }).fill('Ada Admin');
  await editor.getByRole('checkbox', { name: 'Publish now' }).check();
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(manager.getByText(`“${title}” is published`)).toBeVisible();
  await expect(manager.getByRole('listitem').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();

  await manager.goto('/manager/configs');
  const proposals = manager.getByRole('region', { name: 'Proposals' });
  await proposals.getByRole('spinbutton', { name: 'Default quorum' }).fill('9');
  await proposals.getByRole('button', { name: 'Save proposals settings' }).click();
  await expect(manager.getByText('Proposals settings saved')).toBeVisible();
  const proposal = await request.get('/api/configs/proposal');
  expect(((await proposal.json()) as { defaultQuorum: number }).defaultQuorum).toBe(9);
  await staffContext.close();

  const visitor = await browser.newPage();
  await visitor.goto('/blogs');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'What we learned' })).toBeVisible();
  await expect(visitor.getByText('Ask one question')).toBeVisible();
  await visitor.close();
});

/** A partner's link (?community=<key>) swaps the main menu for the partner's, for the tab, until ?community= is empty. */
test("a partner community's visitor sees its menu, and ?community= empty brings the main menu back", async ({ page }) => {
  await page.goto('/?community=penn2012');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const website = menu.getByRole('link', { name: /\(opens in a new tab\)$/ });
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(website).toHaveAttribute('href', /^https?:\/\//);
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Community events' })).toHaveCount(0);

  await page.goto('/socials');
  await expect(website).toBeVisible();

  await page.goto('/?community=');
  await expect(menu.getByRole('link', { name: 'Community events' })).toBeVisible();
  await expect(website).toHaveCount(0);
});
