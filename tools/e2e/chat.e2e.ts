import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, startSignedIn, type ApiSession } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';

/** Seeded demo host (apps/api/src/db/seed.ts). */
const HOST_EMAIL = 'host@socials.local';
const PHONE = { width: 390, height: 844 };

async function chatAs(browser: import('@playwright/test').Browser, session: ApiSession, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await startSignedIn(context, session, baseURL);
  const page = await context.newPage();
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Live')).toBeVisible();
  return page;
}

// Chat: two browsers talk in a circle's channel in real time, with a thread reply and a reaction.
test('two members chat live in a circle channel: a message, a reply in its thread, a reaction', async ({ browser, request, baseURL }) => {
  const stamp = Date.now();
  const hostSession = await signInThroughApi(request, HOST_EMAIL);
  const circleName = `E2E chat circle ${stamp}`;
  const created = await request.post('/api/circles', { headers: { authorization: `Bearer ${hostSession.accessToken}` }, data: { name: circleName } });
  expect(created.ok(), await created.text()).toBe(true);
  const circle = (await created.json()) as { id: string };

  const memberEmail = `chat-member-${stamp}@socials.test`;
  const memberSession = await signInThroughApi(request, memberEmail);
  const member = { authorization: `Bearer ${memberSession.accessToken}` };
  expect((await request.patch('/api/users/me', { headers: member, data: { firstName: 'Mira', lastName: 'Member' } })).ok()).toBe(true);
  const joined = await request.post(`/api/circles/${circle.id}/members`, { headers: member, data: {} });
  expect(joined.ok(), await joined.text()).toBe(true);

  const host = await chatAs(browser, hostSession, baseURL!);
  const guest = await chatAs(browser, memberSession, baseURL!);
  for (const page of [host, guest])
    await page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('button', { name: new RegExp(circleName) })
      .click();
  await expect(guest.getByRole('heading', { level: 2, name: circleName })).toBeVisible();
  await expect(guest.getByText('No messages yet')).toBeVisible();

  // The host writes; the member's page shows it without a reload.
  const hostMessage = `Welcome to the circle, Mira! (${stamp})`;
  await host.getByRole('textbox', { name: `Message ${circleName}` }).fill(hostMessage);
  await host.getByRole('textbox', { name: `Message ${circleName}` }).press('Enter');
  const messages = guest.getByRole('list', { name: `Messages in ${circleName}` });
  await expect(messages.getByText(hostMessage)).toBeVisible();

  // The member replies in the message's thread; the host sees the reply count move and opens the thread.
  await messages.getByRole('button', { name: 'Reply' }).click();
  await expect(guest.getByRole('heading', { level: 2, name: 'Thread' })).toBeVisible();
  await guest.getByRole('textbox', { name: 'Reply in thread' }).fill('Thanks, glad to be here');
  await guest.getByRole('button', { name: 'Send' }).last().click();
  await expect(guest.getByRole('list', { name: 'Replies' }).getByText('Thanks, glad to be here')).toBeVisible();
  await host.getByRole('button', { name: '1 reply' }).click();
  await expect(host.getByRole('list', { name: 'Replies' }).getByText('Thanks, glad to be here')).toBeVisible();

  // The host reacts to the reply; the member sees the count.
  await host.getByRole('list', { name: 'Replies' }).getByRole('button', { name: 'React 🎉' }).click();
  await expect(guest.getByRole('list', { name: 'Replies' }).getByRole('button', { name: 'React 🎉, 1 so far' })).toBeVisible();
  await expect(host.getByRole('list', { name: 'Replies' }).getByRole('button', { name: 'React 🎉, 1 so far' })).toHaveAttribute('aria-pressed', 'true');

  await expectNoAxeViolationsInBothThemes(guest, 'a channel with its thread open');
  await guest.setViewportSize(PHONE);
  await expect.poll(() => guest.evaluate(() => document.documentElement.scrollWidth), { message: 'the chat on a phone' }).toBeLessThanOrEqual(PHONE.width);
});
