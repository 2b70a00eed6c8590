import { expect, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './playwright.config';
import { signIn } from './support/sign-in';

// The walking skeleton's flow, through all four layers: a host creates a public social, staff
// approve it, an attendee RSVPs and finds the ticket.
test('a public social goes from the host portal through approval to an attendee ticket', async ({ browser }) => {
  const title = `E2E rooftop meetup ${Date.now()}`;

  const host = await browser.newPage();
  await signIn(host, { basePath: '/host', email: 'host-e2e@socials.test', firstName: 'Hana', lastName: 'Host' });
  await host.goto('/host/socials/new');
  await host.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await host.getByRole('textbox', { name: 'Description', exact: true }).fill('Drinks and demos on the roof.');
  await host.getByRole('textbox', { name: 'Starts', exact: true }).fill('2031-05-01T18:00');
  await host.getByRole('textbox', { name: 'Ends', exact: true }).fill('2031-05-01T21:00');
  await host.getByRole('combobox', { name: 'City', exact: true }).selectOption({ index: 1 });
  await host.getByRole('textbox', { name: 'Venue name', exact: true }).fill('The Roof');
  await host.getByRole('textbox', { name: 'Venue address', exact: true }).fill('1 Skyline Road');
  await host.getByRole('spinbutton', { name: 'Capacity', exact: true }).fill('20');
  await host.getByRole('checkbox', { name: 'Public social', exact: true }).check();
  await host.getByRole('button', { name: 'Create social' }).click();
  await expect(host.getByText('Social created and sent for review')).toBeVisible();
  await expect(host).toHaveURL(/\/host\/socials\/[^/]+\/edit/);

  const staff = await browser.newPage();
  await signIn(staff, { basePath: '/manager', email: E2E_ADMIN_EMAIL, firstName: 'Sam', lastName: 'Staff' });
  await staff.goto('/manager/public-events?status=PENDING');
  const review = staff.getByRole('group', { name: `Review ${title}` });
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staff.getByText(`“${title}” is now`)).toBeVisible();

  const attendee = await browser.newPage();
  await signIn(attendee, { basePath: '', email: 'attendee-e2e@socials.test', firstName: 'Ada', lastName: 'Attendee' });
  await attendee.goto('/socials');
  await attendee.getByRole('link', { name: title }).first().click();
  await expect(attendee.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await attendee.getByRole('link', { name: 'RSVP', exact: true }).click();
  // A social without questions is one step: the notify-me box (ticked) beside the button.
  await expect(attendee.getByRole('checkbox', { name: 'I want to be notified about future events from these hosts' })).toBeChecked();
  await attendee.getByRole('button', { name: 'Confirm RSVP' }).click();
  await expect(attendee.getByRole('heading', { name: 'Your RSVP' })).toBeVisible();
  await expect(attendee.getByText("You're going!").first()).toBeVisible();

  await attendee.goto('/my-ticket');
  await expect(attendee.getByRole('heading', { level: 2, name: title })).toBeVisible();
});
