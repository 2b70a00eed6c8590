import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInThroughApi, startSignedIn, type ApiSession } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.accessToken}` });

async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** A new account with a name (the apps send a nameless one to its settings first). */
async function person(request: APIRequestContext, email: string, firstName: string): Promise<ApiSession> {
  const session = await signInThroughApi(request, email);
  const named = await request.patch('/api/users/me', { headers: auth(session), data: { firstName, lastName: 'Poster' } });
  expect(named.ok(), await named.text()).toBe(true);
  return session;
}

async function pageAs(browser: Browser, session: ApiSession, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await startSignedIn(context, session, new URL(baseURL).origin);
  return context.newPage();
}

/** Verifies a personal address of the member's: the first one earns points (the circle configs' reward). */
async function earnPoints(request: APIRequestContext, session: ApiSession, email: string): Promise<void> {
  const start = await request.post('/api/verification/emails', { headers: auth(session), data: { email } });
  expect(start.ok(), await start.text()).toBe(true);
  const { emailVerificationId } = (await start.json()) as { emailVerificationId: string };
  // The code's mail is sent by a job: it lands in the outbox a moment later.
  const codeIn = async () => /\b(\d{6})\b/.exec((await mailsTo(request, email))[0]?.text ?? '')?.[1];
  await expect.poll(codeIn, { timeout: 15_000 }).toBeTruthy();
  const code = await codeIn();
  const verified = await request.post('/api/verification/emails/verify', { headers: auth(session), data: { emailVerificationId, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

async function writePost(host: Page, post: { title: string; teaser: string; body: string; access: string; points?: string }): Promise<void> {
  await host.getByRole('button', { name: 'Write a post' }).click();
  const form = host.getByRole('form', { name: 'Write a post' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(post.title);
  await form.getByRole('textbox', { name: /^Teaser/ }).fill(post.teaser);
  await form.getByRole('textbox', { name: /^Post/ }).fill(post.body);
  await form.getByRole('combobox', { name: /^Who can read it/ }).selectOption({ label: post.access });
  if (post.points) await form.getByRole('spinbutton', { name: /^Points to unlock/ }).fill(post.points);
  await form.getByRole('button', { name: 'Publish' }).click();
  const published = host.getByRole('status').filter({ hasText: 'Post published' });
  await expect(published).toBeVisible();
  await expect(host.getByRole('link', { name: post.title })).toBeVisible();
  // Dismissed, so that the next post's toast is its own (two at once failed the check above).
  await published.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(published).toHaveCount(0);
}

// End to end: a host posts a members-only and a points post; a member reads one and unlocks
// the other with points; a stranger meets the lock; a blast to the circle reaches the member's outbox.
test('circle posts open for members and for points, and a circle blast reaches its members', async ({ browser, request, baseURL }) => {
  const stamp = Date.now();
  const host = await person(request, `circle-posts-host-${stamp}@socials.test`, 'Hedda');
  const memberEmail = `circle-posts-member-${stamp}@socials.test`;
  const member = await person(request, memberEmail, 'Milo');
  const stranger = await person(request, `circle-posts-stranger-${stamp}@socials.test`, 'Stella');

  const created = await request.post('/api/circles', { headers: auth(host), data: { name: `Posting Circle ${stamp}`, visibility: 'PUBLIC' } });
  expect(created.ok(), await created.text()).toBe(true);
  const circle = (await created.json()) as { id: string; slug: string };
  expect((await request.post(`/api/circles/${circle.id}/members`, { headers: auth(member), data: {} })).ok()).toBe(true);
  await earnPoints(request, member, `milo-${stamp}@gmail.com`);

  const hostPage = await pageAs(browser, host, baseURL!);
  await hostPage.goto(`/circles/${circle.slug}`);
  await expect(hostPage.getByRole('heading', { name: 'Posts', level: 2 })).toBeVisible();
  await writePost(hostPage, { title: 'Members supper notes', teaser: 'What we planned', body: 'The **secret menu** is ready.', access: 'Members only' });
  await writePost(hostPage, {
    title: 'Speaker slides',
    teaser: 'The deck from Tuesday',
    body: 'Slides live at the _usual place_.',
    access: 'Unlock with points',
    points: '10',
  });
  await expectNoAxeViolationsInBothThemes(hostPage, "a circle's posts, as its host");

  // The member reads the members-only post, then unlocks the points one after a confirm.
  const memberPage = await pageAs(browser, member, baseURL!);
  await memberPage.goto(`/circles/${circle.slug}`);
  await memberPage.getByRole('link', { name: 'Members supper notes' }).click();
  await expect(memberPage.getByTestId('post-body')).toContainText('secret menu');
  await memberPage.goto(`/circles/${circle.slug}`);
  await memberPage.getByRole('link', { name: 'Speaker slides' }).click();
  await expect(memberPage.getByRole('heading', { name: 'This post is locked' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(memberPage, 'a locked points post');
  await memberPage.getByRole('button', { name: 'Unlock for 10 points' }).click();
  await memberPage.getByRole('dialog').getByRole('button', { name: 'Unlock for 10 points' }).click();
  await expect(memberPage.getByText('Post unlocked')).toBeVisible();
  await expect(memberPage.getByTestId('post-body')).toContainText('usual place');

  // Someone outside the circle sees the members-only post's lock, never its text.
  const strangerPage = await pageAs(browser, stranger, baseURL!);
  await strangerPage.goto(`/circles/${circle.slug}`);
  await strangerPage.getByRole('link', { name: 'Members supper notes' }).click();
  await expect(strangerPage.getByText('Only members of this circle can read this post.')).toBeVisible();
  await expect(strangerPage.getByText('secret menu')).toHaveCount(0);

  // The host messages the circle's members from the host portal's composer.
  const subject = `Circle news ${stamp}`;
  await hostPage.goto(`/circles/${circle.slug}`);
  await hostPage.getByRole('link', { name: 'Message members' }).click();
  await expect(hostPage.getByRole('heading', { level: 1, name: `Message the members of Posting Circle ${stamp}` })).toBeVisible();
  await hostPage.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await hostPage.getByRole('textbox', { name: /^Message/ }).fill('Hi {{firstName}}, the slides are up.');
  await expect(hostPage.getByText('Reaches 2 people')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(hostPage, "a circle's message composer");
  await hostPage.getByRole('button', { name: 'Send now' }).click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(hostPage.getByText('Your message is on its way')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, memberEmail)).find((mail) => mail.subject === subject)?.text ?? '', { timeout: 30_000 })
    .toContain('Hi Milo, the slides are up.');
});
