import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Blast, BlastRecipient } from '@socials/domain';
import { aRsvp } from '@socials/domain/testing';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { BlastsPage } from './blasts-page';
import { blastConfig, blastVariables } from './blast-test-fixtures';

setupMockApi();

// Headless UI's menu watches its button's size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const social = makeSocial();
const api = (path: string) => `*/api${path}`;
const noCounts = { total: 0, sent: 0, failed: 0, inProgress: 0, canceled: 0 };

function aBlast(overrides: Partial<Blast> = {}): Blast {
  return {
    id: 'blast-1',
    source: 'SOCIAL_BLAST',
    socialId: social.id,
    circleId: null,
    senderId: 'host-1',
    channel: 'EMAIL',
    kind: 'DEFAULT',
    subject: 'Doors at seven',
    body: 'Hi {{firstName}}',
    audience: { statuses: ['APPROVED'], attendance: 'ANY', tierIds: [], grades: [], userIds: [], scope: 'HOSTS_AND_CIRCLE' },
    status: 'SENT',
    scheduledAt: null,
    startedAt: Date.UTC(2026, 10, 20, 18),
    finishedAt: Date.UTC(2026, 10, 20, 18, 1),
    createdAt: Date.UTC(2026, 10, 20, 18),
    counts: { ...noCounts, total: 2, sent: 1, failed: 1 },
    ...overrides,
  };
}

interface Served {
  created: unknown[];
  audiences: unknown[];
}

/** The social, its variables, a live audience of 42 (3 skipped), previews echoing the text, and the lists. */
function serve({ createReply, history = [] as Blast[] }: { createReply?: () => Response; history?: Blast[] } = {}): Served {
  const served: Served = { created: [], audiences: [] };
  server.use(
    http.get(api(`/socials/${social.id}`), () => HttpResponse.json(social)),
    http.get(api('/blast/configs'), () => HttpResponse.json(blastConfig)),
    http.get(api(`/socials/${social.id}/blast-variables`), () => HttpResponse.json({ data: blastVariables })),
    http.post(api('/blast/recipients'), async ({ request }) => {
      served.audiences.push(await request.json());
      return HttpResponse.json({ count: 42, skipped: 3, sample: [] });
    }),
    http.post(api(`/socials/${social.id}/blast/preview`), async ({ request }) => {
      const body = (await request.json()) as { subject: string; body: string };
      return HttpResponse.json({ to: 'ada@example.com', subject: body.subject, text: body.body.replaceAll('{{firstName}}', 'Ada'), smsSegments: 1 });
    }),
    http.post(api(`/socials/${social.id}/blast/scheduled`), async ({ request }) => {
      served.created.push(await request.json());
      return createReply ? createReply() : HttpResponse.json(aBlast({ status: 'SENDING' }), { status: 202 });
    }),
    http.get(api(`/socials/${social.id}/blast/scheduled`), () => HttpResponse.json({ data: [] })),
    http.get(api('/blast/blasted-messages'), () => HttpResponse.json({ data: history })),
  );
  return served;
}

const openPage = () => renderPage(<BlastsPage />, { path: '/socials/:id/blasts', url: `/socials/${social.id}/blasts` });

async function writeEmail(subject: string, body: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Subject/ }), subject);
  await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), body);
}

describe('BlastsPage: compose', () => {
  it('inserts a variable where the cursor is and previews it filled in', async () => {
    signIn();
    serve();
    openPage();
    await writeEmail('Tonight', 'Hi , see you');
    const message = screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
    message.setSelectionRange(3, 3);

    await userEvent.click(screen.getByRole('button', { name: 'Insert variable' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /\{\{firstName\}\}/ }));

    expect(message).toHaveValue('Hi {{firstName}}, see you');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Hi Ada, see you')).toBeInTheDocument();
    expect(within(preview).getByText('ada@example.com')).toBeInTheDocument();
  });

  it('shows whom it reaches, and counts SMS segments against the character limit', async () => {
    signIn();
    serve();
    openPage();

    expect(await screen.findByText('Reaches 42 people · 3 skipped (unsubscribed or no e-mail)')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'SMS');
    expect(screen.queryByRole('textbox', { name: /^Subject/ })).not.toBeInTheDocument();
    const message = screen.getByRole('textbox', { name: /^Message/ });
    fireEvent.change(message, { target: { value: 'a'.repeat(161) } });

    expect(message).toHaveAccessibleDescription('161 / 1,600 characters · 2 SMS segments');
    expect(await screen.findByText('Reaches 42 people · 3 skipped (unsubscribed or no phone)')).toBeInTheDocument();
  });

  it('offers text messages only when the server can send them', async () => {
    signIn();
    serve();
    server.use(
      http.get(api('/blast/configs'), () =>
        HttpResponse.json({
          ...blastConfig,
          channels: [
            { channel: 'EMAIL', available: true },
            { channel: 'SMS', available: false },
          ],
        }),
      ),
    );
    openPage();

    const channel = await screen.findByRole('combobox', { name: 'Channel' });
    await waitFor(() => expect(within(channel).getByRole('option', { name: 'Text message' })).toBeDisabled());
    expect(within(channel).getByRole('option', { name: 'E-mail' })).toBeEnabled();
  });

  it('asks before sending now, and sends only once confirmed', async () => {
    signIn();
    const served = serve();
    openPage();
    await screen.findByText(/^Reaches 42 people/);
    await writeEmail('Doors at seven', 'Hi {{{{firstName}}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Waitlist' }));

    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 42 people?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(served.created).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Send to 42 people?' })).getByRole('button', { name: 'Send now' }));

    await waitFor(() => expect(served.created).toHaveLength(1));
    expect(served.created[0]).toMatchObject({
      channel: 'EMAIL',
      kind: 'DEFAULT',
      subject: 'Doors at seven',
      body: 'Hi {{firstName}}',
      audience: { statuses: ['APPROVED', 'WAITLIST'], attendance: 'ANY', userIds: [] },
    });
    expect(served.created[0]).not.toHaveProperty('scheduledAt');
    expect(await screen.findByText('Your message is on its way')).toBeInTheDocument();
  });

  it('sends to the people picked from the guest list, whatever their RSVP status', async () => {
    signIn();
    const served = serve();
    const userId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const guest = (n: number, firstName: string, status: 'APPROVED' | 'WAITLIST' | 'CANCELLED') =>
      aRsvp({
        id: `rsvp-${n}`,
        userId: userId(n),
        status,
        user: { id: userId(n), slug: firstName, displayName: null, firstName, lastName: 'Guest', photoPath: null },
      });
    server.use(
      http.get(api(`/socials/${social.id}/rsvps`), () =>
        HttpResponse.json({
          data: [guest(1, 'Ada', 'APPROVED'), guest(2, 'Wanda', 'WAITLIST'), guest(3, 'Cyril', 'CANCELLED')],
          meta: { lastEvaluatedKey: null },
        }),
      ),
    );
    openPage();
    await writeEmail('Just you', 'Hello');

    await userEvent.click(screen.getByRole('radio', { name: 'Pick people' }));
    const people = await screen.findByRole('group', { name: 'People' });
    expect(within(people).queryByRole('checkbox', { name: /Cyril/ })).not.toBeInTheDocument();
    await userEvent.click(within(people).getByRole('checkbox', { name: /^Wanda Guest/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));

    await waitFor(() => expect(served.created).toHaveLength(1));
    expect(served.created[0]).toMatchObject({
      kind: 'USER_SPECIFIC',
      audience: { userIds: [userId(2)], statuses: ['APPROVED', 'WAITLIST', 'PENDING'], grades: [], tierIds: [] },
    });
  });

  it("shows the server's field error on its field", async () => {
    signIn();
    serve({
      createReply: () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Unknown variable {{nickname}}',
            fieldErrors: [{ field: 'body.body', message: 'Unknown variable {{nickname}}: use {{firstName}}, …' }],
          },
          { status: 400 },
        ),
    });
    openPage();
    await screen.findByText(/^Reaches 42 people/);
    await writeEmail('Hello', 'Hi {{{{nickname}}');
    await userEvent.click(screen.getByRole('radio', { name: 'Later' }));
    fireEvent.change(screen.getByLabelText(/^Send at/), { target: { value: '2099-01-01T09:00' } });

    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));

    const message = screen.getByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining('Unknown variable {{nickname}}: use {{firstName}}, …')));
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it("schedules in the social's time zone without asking", async () => {
    signIn();
    const served = serve({ createReply: () => HttpResponse.json(aBlast({ status: 'SCHEDULED' }), { status: 202 }) });
    openPage();
    await writeEmail('Reminder', 'See you tomorrow');
    await userEvent.click(screen.getByRole('radio', { name: 'Later' }));
    fireEvent.change(screen.getByLabelText(/^Send at/), { target: { value: '2099-01-01T09:00' } });

    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(served.created).toHaveLength(1));
    // 09:00 in New York on 1 January is 14:00 UTC.
    expect(served.created[0]).toMatchObject({ scheduledAt: Date.UTC(2099, 0, 1, 14) });
    expect(await screen.findByText('Scheduled for 2099-01-01 09:00 EST')).toBeInTheDocument();
  });
});

describe('BlastsPage: scheduled', () => {
  const scheduledAt = Date.UTC(2099, 0, 1, 14);

  it('changes a scheduled message in the same form (PATCH), and calls one off after a confirm (DELETE)', async () => {
    signIn();
    serve();
    const changes: { method: string; body?: unknown }[] = [];
    let scheduled = [aBlast({ status: 'SCHEDULED', scheduledAt, counts: noCounts })];
    server.use(
      http.get(api(`/socials/${social.id}/blast/scheduled`), () => HttpResponse.json({ data: scheduled })),
      http.patch(api(`/socials/${social.id}/blast/scheduled/blast-1`), async ({ request }) => {
        const body = (await request.json()) as Partial<Blast>;
        changes.push({ method: 'PATCH', body });
        scheduled = [{ ...scheduled[0]!, ...body }];
        return HttpResponse.json(scheduled[0]);
      }),
      http.delete(api(`/socials/${social.id}/blast/scheduled/blast-1`), () => {
        changes.push({ method: 'DELETE' });
        const [called] = scheduled;
        scheduled = [];
        return HttpResponse.json({ ...called, status: 'CANCELED' });
      }),
    );
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Scheduled' }));

    const blast = await screen.findByRole('article', { name: 'Doors at seven' });
    expect(within(blast).getByText('Goes out 2099-01-01 09:00 EST')).toBeInTheDocument();
    await userEvent.click(within(blast).getByRole('button', { name: 'Edit “Doors at seven”' }));
    const subject = within(blast).getByRole('textbox', { name: /^Subject/ });
    expect(within(blast).getByLabelText(/^Send at/)).toHaveValue('2099-01-01T09:00');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Doors at eight');
    await userEvent.click(within(blast).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(changes).toEqual([{ method: 'PATCH', body: expect.objectContaining({ subject: 'Doors at eight', scheduledAt }) }]));
    const changed = await screen.findByRole('article', { name: 'Doors at eight' });
    await userEvent.click(within(changed).getByRole('button', { name: 'Call off “Doors at eight”' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Call this message off?' })).getByRole('button', { name: 'Call it off' }));

    expect(await screen.findByRole('heading', { name: 'Nothing scheduled' })).toBeInTheDocument();
    expect(changes.map((change) => change.method)).toEqual(['PATCH', 'DELETE']);
  });
});

describe('BlastsPage: history', () => {
  const recipients: BlastRecipient[] = [
    { userId: 'u1', name: 'Ada Lovelace', address: 'ada@example.com', status: 'SENT', attempts: 1, error: null, sentAt: 1 },
    { userId: 'u2', name: 'Alan Turing', address: 'alan@example.com', status: 'FAILED', attempts: 3, error: 'Mailbox unavailable', sentAt: null },
  ];

  it('says when nothing was sent yet', async () => {
    signIn();
    serve();
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('heading', { name: 'No messages sent yet' })).toBeInTheDocument();
  });

  it('lists sent messages with their counts, and opens one to its recipients page by page', async () => {
    signIn();
    serve({ history: [aBlast()] });
    const afters: string[] = [];
    server.use(
      http.get(api('/blast/blast-1/recipients'), ({ request }) => {
        const after = new URL(request.url).searchParams.get('after') ?? '';
        afters.push(after);
        return after === '1' ? HttpResponse.json({ data: [recipients[1]], next: null }) : HttpResponse.json({ data: [recipients[0]], next: 1 });
      }),
    );
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));

    const blast = await screen.findByRole('article', { name: 'Doors at seven' });
    expect(within(blast).getByText('Sent')).toBeInTheDocument();
    expect(within(blast).getByText('1 sent · 1 failed · 0 in progress')).toBeInTheDocument();
    await userEvent.click(within(blast).getByRole('button', { name: 'Show recipients' }));
    const list = await within(blast).findByRole('list', { name: 'Recipients' });
    expect(within(list).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(list).getByText('Delivered')).toBeInTheDocument();

    await userEvent.click(within(blast).getByRole('button', { name: 'Load more recipients' }));

    expect(await within(list).findByText('Alan Turing')).toBeInTheDocument();
    expect(within(list).getByText('Failed')).toBeInTheDocument();
    expect(within(list).getByText('Error: Mailbox unavailable')).toBeInTheDocument();
    expect(afters).toEqual(['', '1']);
    expect(within(blast).queryByRole('button', { name: 'Load more recipients' })).not.toBeInTheDocument();
  });

  it('asks again while a message is going out, so its progress shows', async () => {
    signIn();
    let reads = 0;
    serve();
    server.use(
      http.get(api('/blast/blasted-messages'), () => {
        reads += 1;
        const done = reads > 1;
        return HttpResponse.json({
          data: [aBlast({ status: done ? 'SENT' : 'SENDING', counts: { ...noCounts, total: 2, sent: done ? 2 : 0, inProgress: done ? 0 : 2 } })],
        });
      }),
    );
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('0 sent · 0 failed · 2 in progress')).toBeInTheDocument();

    expect(await screen.findByText('2 sent · 0 failed · 0 in progress', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
  });
});
