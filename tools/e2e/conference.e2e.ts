import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { E2E_CONFERENCE_HOST } from './playwright.config';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';

const STAFF_EMAIL = 'admin@socials.local';

interface OutboxMessage {
  subject: string;
  text: string;
}

// End to end: staff (an organizer) create a conference with two passes, speakers and an
// agenda in the manager console; a buyer on the conference's own host name buys three tickets,
// assigns one to a colleague, who claims it by the mailed link and finds it on their tickets page.
test('a conference is set up, three tickets are bought on its own host, one is assigned and claimed', async ({ browser, request, baseURL }) => {
  const stamp = Date.now();
  const site = baseURL!.replace('localhost', E2E_CONFERENCE_HOST);
  const name = `E2E Summit ${stamp}`;

  const staffContext = await browser.newContext();
  const staffSession = await signInThroughApi(request, STAFF_EMAIL);
  await startSignedIn(staffContext, staffSession, baseURL!);
  const staff = await staffContext.newPage();

  // Speakers first, into the speakers CRM (attached once the conference exists).
  await staff.goto('/manager/summit');
  await expect(staff.getByRole('heading', { level: 1, name: 'Conferences' })).toBeVisible({ timeout: 30_000 });
  const form = staff.getByRole('form', { name: 'New conference' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Address \(slug\)/ }).fill(`e2e-summit-${stamp}`);
  await form.getByLabel(/^Starts/).fill('2031-05-12T09:00');
  await form.getByLabel(/^Ends/).fill('2031-05-13T18:00');
  await form.getByRole('textbox', { name: /^Own host name/ }).fill(E2E_CONFERENCE_HOST);
  await form.getByRole('textbox', { name: /^Venue$/ }).fill('Pier 57');
  await form.getByRole('checkbox', { name: /^Published/ }).check();
  await form.getByRole('textbox', { name: /^Pass 1 name/ }).fill('General');
  await form.getByRole('textbox', { name: /^Pass 1 price/ }).fill('250');
  await form.getByRole('button', { name: 'Add a pass' }).click();
  await form.getByRole('textbox', { name: /^Pass 2 name/ }).fill('VIP');
  await form.getByRole('textbox', { name: /^Pass 2 price/ }).fill('900');
  await form.getByRole('textbox', { name: /^Pass 2 tickets/ }).fill('10');
  await form.getByRole('button', { name: 'Create conference' }).click();
  await expect(staff.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(staff.getByRole('rowheader', { name: 'VIP' })).toBeVisible();
  const conferenceUrl = staff.url();

  // Staff make the demo patron a partner of the conference on its Partners tab.
  await staff.getByRole('tab', { name: 'Partners' }).click();
  await staff.getByRole('combobox', { name: 'Patron to add' }).selectOption({ label: 'Acme Cloud' });
  await staff.getByRole('button', { name: 'Add partner' }).click();
  await expect(staff.getByRole('button', { name: 'Remove Acme Cloud' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(staff, 'the partners tab of a conference');

  await staff.goto('/manager/speakers-crm');
  for (const speaker of ['Ada Lovelace', 'Alan Turing']) {
    await staff.getByRole('textbox', { name: /^Speaker name/ }).fill(speaker);
    await staff.getByRole('combobox', { name: /^Conference/ }).selectOption({ label: name });
    await staff.getByRole('button', { name: 'Add speaker' }).click();
    await expect(staff.getByRole('button', { name: `Delete ${speaker}` })).toBeVisible();
  }
  await expectNoAxeViolationsInBothThemes(staff, 'the speakers CRM');

  await staff.goto(conferenceUrl);
  const agenda = staff.getByRole('form', { name: 'Add a session' });
  const addSession = async (title: string, speaker: string, room: string, from: string, to: string) => {
    await agenda.getByRole('textbox', { name: /^Session title/ }).fill(title);
    await agenda.getByRole('combobox', { name: /^Speaker/ }).selectOption({ label: speaker });
    await agenda.getByRole('textbox', { name: /^Track/ }).fill('AI');
    await agenda.getByRole('textbox', { name: /^Room/ }).fill(room);
    await agenda.getByLabel(/^Session starts/).fill(from);
    await agenda.getByLabel(/^Session ends/).fill(to);
    await agenda.getByRole('button', { name: 'Add session' }).click();
  };
  await addSession('Opening keynote', 'Ada Lovelace', 'Main hall', '2031-05-12T09:00', '2031-05-12T10:00');
  await expect(staff.getByRole('button', { name: 'Remove Opening keynote' })).toBeVisible();
  await addSession('Clashing panel', 'Alan Turing', 'Main hall', '2031-05-12T09:30', '2031-05-12T10:30');
  await expect(agenda.getByText('Main hall is taken: "Opening keynote" and "Clashing panel" overlap in it')).toBeVisible();
  await addSession('Machines that think', 'Alan Turing', 'Room 2', '2031-05-12T09:30', '2031-05-12T10:30');
  await expect(staff.getByRole('button', { name: 'Remove Machines that think' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(staff, 'a conference with its passes and agenda');

  // The buyer, on the conference's own host name.
  const buyerEmail = `buyer-${stamp}@socials.test`;
  const buyerContext = await browser.newContext();
  await startSignedIn(buyerContext, await signInThroughApi(request, buyerEmail), site);
  const buyer = await buyerContext.newPage();
  await buyer.goto(`${site}/`);
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Partners' }).getByRole('link', { name: 'Acme Cloud' })).toHaveAttribute('href', /\/partners$/);
  // The home's sections on a phone: each in view with nothing to scroll sideways for.
  const desktop = buyer.viewportSize()!;
  await buyer.setViewportSize({ width: 390, height: 844 });
  await expect(buyer.getByRole('region', { name: 'Speakers', exact: true }).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', /\/speakers$/);
  await expect(buyer.getByRole('region', { name: 'Agenda highlights' }).getByRole('link', { name: 'Opening keynote' })).toHaveAttribute('href', /\/agenda$/);
  const buyTickets = buyer.getByRole('region', { name: 'Tickets', exact: true }).getByRole('link', { name: 'Buy tickets' });
  await buyTickets.scrollIntoViewIfNeeded();
  const buyBox = await buyTickets.boundingBox();
  expect(buyBox!.x + buyBox!.width).toBeLessThanOrEqual(390);
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolationsInBothThemes(buyer, 'the conference home on a phone');
  await buyer.setViewportSize(desktop);
  await buyer.getByRole('link', { name: 'Agenda' }).first().click();
  await expect(buyer.getByRole('heading', { level: 4, name: 'Machines that think' })).toBeVisible();
  await expect(buyer.getByRole('link', { name: /^Add to my calendar ?: Opening keynote$/ })).toHaveAttribute('download', 'opening-keynote.ics');
  await expectNoAxeViolationsInBothThemes(buyer, 'the agenda of a conference in its own colours');
  await buyer.getByRole('link', { name: 'Speakers' }).first().click();
  await expect(buyer.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
  await buyer.getByRole('link', { name: 'Partners' }).first().click();
  await expect(buyer.getByRole('link', { name: 'Acme Cloud' })).toHaveAttribute('href', /\/patrons\/acme-cloud$/);
  await buyer.getByRole('link', { name: 'Tickets' }).first().click();
  await buyer.getByRole('combobox', { name: 'General: tickets' }).selectOption('3');
  await buyer.getByRole('button', { name: 'Buy General' }).click();
  await buyer.getByRole('button', { name: 'Pay $750' }).click();
  await expect(buyer).toHaveURL(new RegExp(`^${site}/my-tickets`));
  await expect(buyer.getByRole('heading', { level: 2, name: /^Ticket \d: General$/ })).toHaveCount(3);
  await expectNoAxeViolationsInBothThemes(buyer, 'my conference tickets');

  const colleagueEmail = `colleague-${stamp}@socials.test`;
  const second = buyer.getByRole('article', { name: 'Ticket 2: General' });
  await expect(second.getByRole('img', { name: /^QR code of Ticket 2/ })).toBeVisible();
  await second.getByRole('button', { name: 'Send to a colleague' }).click();
  await expect(second.getByRole('textbox', { name: /^Name on the badge/ })).toHaveCount(0);
  await second.getByRole('textbox', { name: /^Colleague’s e-mail/ }).fill(colleagueEmail);
  await second.getByRole('button', { name: 'Send Ticket 2' }).click();
  await expect(buyer.getByText(`Ticket 2 sent to ${colleagueEmail}`)).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const mails = ((await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(colleagueEmail)}`)).json()) as { data: OutboxMessage[] }).data;
      link = mails.find((mail) => mail.subject.includes('sent you a ticket'))?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect(link.startsWith(`${site}/claim?`)).toBe(true);

  const colleagueContext = await browser.newContext();
  await startSignedIn(colleagueContext, await signInThroughApi(request, colleagueEmail), site);
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Claim a ticket' })).toBeVisible();
  await colleague.getByRole('button', { name: 'Claim my ticket' }).click();
  await expect(colleague).toHaveURL(new RegExp(`^${site}/my-tickets`));
  await expect(colleague.getByRole('heading', { level: 2, name: 'Ticket 1: General' })).toBeVisible();
  await expect(colleague.getByText('Yours')).toBeVisible();
  await colleague.getByRole('button', { name: 'It’s mine: complete my details' }).click();
  await colleague.getByRole('textbox', { name: /^Name on the badge/ }).fill('Cole League');
  await colleague.getByRole('button', { name: 'Save my details' }).click();
  await expect(colleague.getByText('Attendee details saved')).toBeVisible();

  // The colleague, a ticket holder now, keeps a personal agenda and joins the attendee directory.
  await colleague.getByRole('link', { name: 'Agenda' }).first().click();
  await colleague.getByRole('button', { name: 'Save Machines that think to my agenda' }).click();
  await expect(colleague.getByRole('button', { name: 'Saved Machines that think to my agenda' })).toHaveAttribute('aria-pressed', 'true');
  await colleague.getByRole('link', { name: 'My agenda' }).first().click();
  await expect(colleague.getByRole('heading', { level: 3, name: 'Machines that think' })).toBeVisible();
  await expect(colleague.getByRole('heading', { level: 3, name: 'Opening keynote' })).toHaveCount(0);
  await expect(colleague.getByRole('link', { name: /^Add to my calendar ?: Machines that think$/ })).toHaveAttribute('download', 'machines-that-think.ics');
  await expectNoAxeViolationsInBothThemes(colleague, 'my agenda');
  // The directory is past the header's first six links, under "More".
  await colleague.getByRole('button', { name: 'More' }).first().click();
  await colleague.getByRole('menuitem', { name: 'Networking' }).click();
  await expect(colleague.getByRole('heading', { level: 2, name: 'Nobody is listed yet' })).toBeVisible();
  await colleague.getByRole('switch', { name: 'List me in the attendee directory' }).check();
  await expect(colleague.getByRole('link', { name: 'Cole League' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(colleague, 'the attendee directory');
});

// A second conference on a domain of its own (not CONFERENCE_HOST) gets its site at the
// root, in its own colours. The browser resolves that made-up name to this machine.
test("a conference's own domain serves its site at the root, in its colours", async ({ request, baseURL }) => {
  const stamp = Date.now();
  const domain = `days-${stamp}.socials.test`;
  const name = `E2E Data Days ${stamp}`;
  const staff = await signInThroughApi(request, STAFF_EMAIL);
  const created = await request.post('/api/conferences', {
    headers: { authorization: `Bearer ${staff.accessToken}` },
    data: {
      slug: `e2e-days-${stamp}`,
      name,
      startsAt: Date.UTC(2031, 4, 12, 13),
      endsAt: Date.UTC(2031, 4, 13, 22),
      timezone: 'America/New_York',
      domain,
      published: true,
      branding: { primaryColor: '#b91c1c', accentColor: '#0f766e' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${domain} 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    await page.goto(baseURL!.replace('localhost', domain));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Speakers' })).toBeVisible();
    const primary = await page
      .locator('[style*="--conference-primary"]')
      .first()
      .evaluate((element) => (element as HTMLElement).style.getPropertyValue('--conference-primary'));
    expect(primary).toBe('#b91c1c');
  } finally {
    await browser.close();
  }
});
