import type { ErrorBody, MyPatronSettings, Patron, PatronEvents, PatronInvoice, PatronQuestionBank, PatronReport, SocialPatrons } from '@socials/domain';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, describeOnOneDatabase, type Harness } from '../../test/harness';
import { bearer, createSocial, HOUR, type TestUser } from '../../test/kit';

type Method = 'GET' | 'POST' | 'PATCH';

function sender(h: () => Harness) {
  return (method: Method, url: string, user: TestUser | null, payload?: object) =>
    h().app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });
}

let codes = 0;
const nextCode = () => `patron-${Date.now().toString(36)}-${(codes += 1)}`;

describeOnOneDatabase('patrons', (h) => {
  const send = sender(h);
  let admin: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let host: TestUser;

  beforeAll(async () => {
    admin = await h().signIn('patron-staff@example.com', { admin: true, firstName: 'Sam', lastName: 'Staff' });
    member = await h().signIn('patron-member@example.com', { firstName: 'Mia', lastName: 'Member' });
    stranger = await h().signIn('patron-stranger@example.com', { firstName: 'Stan', lastName: 'Ger' });
    host = await h().signIn('patron-host@example.com', { firstName: 'Hal', lastName: 'Host' });
  });

  async function ok<T>(method: Method, url: string, user: TestUser | null, payload?: object, status = 200): Promise<T> {
    const res = await send(method, url, user, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  }

  /** A new patron with `member` as its member. */
  async function newPatron(name = 'Acme Cloud'): Promise<Patron> {
    const patron = await ok<Patron>('POST', '/api/patrons', admin, { name, code: nextCode(), websiteUrl: 'https://acme.example.com' }, 201);
    await ok('POST', `/api/patrons/${patron.id}/members`, admin, { email: 'Patron-Member@example.com' });
    return patron;
  }

  async function listedSocial(overrides: Record<string, unknown> = {}, timing = {}) {
    const social = await createSocial(h(), host, { title: 'AI Night', tags: ['AI', 'startups'], ...overrides }, timing);
    await ok('PATCH', `/api/socials/${social.id}`, admin, { publicApprovalStatus: 'APPROVED' });
    return social;
  }

  describe('profiles', () => {
    it('lets staff create a patron, refuses anyone else, and refuses a code that is taken on body.code', async () => {
      const code = nextCode();
      expect((await send('POST', '/api/patrons', member, { name: 'Nope', code })).statusCode).toBe(403);
      expect((await send('POST', '/api/patrons', null, { name: 'Nope', code })).statusCode).toBe(401);
      const created = await ok<Patron>(
        'POST',
        '/api/patrons',
        admin,
        { name: 'Globex', code: code.toUpperCase(), logoUrl: 'https://globex.example.com/logo.png' },
        201,
      );
      expect(created).toMatchObject({ name: 'Globex', code, logoUrl: 'https://globex.example.com/logo.png', automationStatus: 'OFF', canManage: true });

      const taken = await send('POST', '/api/patrons', admin, { name: 'Globex again', code });
      expect(taken.statusCode).toBe(400);
      expect((taken.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.code', message: 'Another patron has this code' }]);
      const badLogo = await send('POST', '/api/patrons', admin, { name: 'Bad', code: nextCode(), logoUrl: 'javascript:alert(1)' });
      expect(badLogo.statusCode).toBe(400);
      expect((badLogo.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.logoUrl');
    });

    it('shows profiles to everyone, by id and by code, and lets members and staff edit them', async () => {
      const patron = await newPatron();
      expect(await ok<Patron>('GET', `/api/patrons/code/${patron.code}`, null)).toMatchObject({ id: patron.id, canManage: false });
      expect(await ok<Patron>('GET', `/api/patrons/${patron.id}`, member)).toMatchObject({ code: patron.code, canManage: true });
      const listed = await ok<{ data: Patron[] }>('GET', '/api/patrons', stranger);
      expect(listed.data.find((p) => p.id === patron.id)).toMatchObject({ canManage: false });
      expect((await ok<{ data: Patron[] }>('GET', '/api/patrons/mine', member)).data.map((p) => p.id)).toContain(patron.id);

      expect((await send('PATCH', `/api/patrons/${patron.id}`, stranger, { description: 'Hijacked' })).statusCode).toBe(403);
      const edited = await ok<Patron>('PATCH', `/api/patrons/${patron.id}`, member, { description: 'We host the demos', websiteUrl: null });
      expect(edited).toMatchObject({ description: 'We host the demos', websiteUrl: null, code: patron.code });
      expect((await send('PATCH', `/api/patrons/${patron.id}`, member, {})).statusCode).toBe(400);
      expect((await send('GET', '/api/patrons/code/no-such-patron', null)).statusCode).toBe(404);
    });

    it("lists the listed socials it sponsors that are not over, and shows its logo on each social's page", async () => {
      const patron = await newPatron();
      const upcoming = await listedSocial({ title: 'Upcoming AI Night' });
      const unlisted = await createSocial(h(), host, { isPublic: false });
      for (const social of [upcoming, unlisted]) await ok('POST', `/api/patrons/${patron.id}/sponsorships`, admin, { socialId: social.id });
      expect((await send('POST', `/api/patrons/${patron.id}/sponsorships`, member, { socialId: upcoming.id })).statusCode).toBe(403);
      const unknown = await send('POST', `/api/patrons/${patron.id}/sponsorships`, admin, { socialId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(400);
      expect((unknown.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.socialId');

      const events = await ok<PatronEvents>('GET', `/api/patrons/${patron.id}/upcoming-events`, null);
      expect(events.data.map((event) => event.title)).toEqual(['Upcoming AI Night']);
      const strip = await ok<SocialPatrons>('GET', `/api/socials/${upcoming.id}/patrons`, null);
      expect(strip.data).toEqual([{ id: patron.id, code: patron.code, name: 'Acme Cloud', logoUrl: null, websiteUrl: 'https://acme.example.com' }]);
    });
  });

  describe('invoices', () => {
    it('numbers invoices in sequence and serves each as a PDF to the members and staff only', async () => {
      const patron = await newPatron();
      const other = await newPatron('Initech');
      expect((await send('POST', `/api/patrons/${patron.id}/invoices`, member, { description: 'Mine', amount: 100 })).statusCode).toBe(403);
      const badAmount = await send('POST', `/api/patrons/${patron.id}/invoices`, admin, { description: 'Spring', amount: 12.5 });
      expect(badAmount.statusCode).toBe(400);
      expect((badAmount.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.amount');

      const first = await ok<PatronInvoice>('POST', `/api/patrons/${patron.id}/invoices`, admin, { description: 'Spring season', amount: 150000 }, 201);
      const second = await ok<PatronInvoice>('POST', `/api/patrons/${other.id}/invoices`, admin, { description: 'Summer', amount: 999, currency: 'EUR' }, 201);
      const year = new Date().getUTCFullYear();
      expect(first.number).toMatch(new RegExp(`^SOC-${year}-\\d{4}$`));
      expect(Number(second.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1);

      const listed = await ok<{ data: PatronInvoice[] }>('GET', `/api/patrons/${patron.id}/invoices`, member);
      expect(listed.data).toEqual([first]);
      expect((await send('GET', `/api/patrons/${patron.id}/invoices`, stranger)).statusCode).toBe(403);

      const pdf = await send('GET', `/api/patrons/${patron.id}/invoices/${first.id}/pdf`, member);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${first.number}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const document = await PDFDocument.load(pdf.rawPayload);
      expect(document.getPageCount()).toBe(1);
      expect(document.getTitle()).toBe(`Invoice ${first.number}`);

      expect((await send('GET', `/api/patrons/${patron.id}/invoices/${first.id}/pdf`, stranger)).statusCode).toBe(403);
      expect((await send('GET', `/api/patrons/${patron.id}/invoices/${first.id}/pdf`, admin)).statusCode).toBe(200);
      // Another patron's invoice is not this one's, even for its own member.
      expect((await send('GET', `/api/patrons/${patron.id}/invoices/${second.id}/pdf`, member)).statusCode).toBe(404);
    });

    it('lets staff mark an issued invoice paid or void; a void invoice keeps its number and the members see its status', async () => {
      const patron = await newPatron();
      const paid = await ok<PatronInvoice>('POST', `/api/patrons/${patron.id}/invoices`, admin, { description: 'Autumn', amount: 2000 }, 201);
      const voided = await ok<PatronInvoice>('POST', `/api/patrons/${patron.id}/invoices`, admin, { description: 'Mistake', amount: 3000 }, 201);
      const mark = (invoice: PatronInvoice, user: TestUser | null, status: string) =>
        send('PATCH', `/api/patrons/${patron.id}/invoices/${invoice.id}`, user, { status });

      expect((await mark(paid, member, 'PAID')).statusCode).toBe(403);
      expect((await mark(paid, null, 'PAID')).statusCode).toBe(401);
      const badStatus = await mark(paid, admin, 'ISSUED');
      expect(badStatus.statusCode).toBe(400);
      expect((badStatus.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.status');

      expect(await ok<PatronInvoice>('PATCH', `/api/patrons/${patron.id}/invoices/${paid.id}`, admin, { status: 'PAID' })).toEqual({ ...paid, status: 'PAID' });
      expect((await mark(paid, admin, 'PAID')).statusCode).toBe(200);
      const late = await mark(paid, admin, 'VOID');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This invoice is paid: it can no longer be voided');

      expect(await ok<PatronInvoice>('PATCH', `/api/patrons/${patron.id}/invoices/${voided.id}`, admin, { status: 'VOID' })).toEqual({
        ...voided,
        status: 'VOID',
      });
      expect((await mark(voided, admin, 'PAID')).statusCode).toBe(409);
      const listed = await ok<{ data: PatronInvoice[] }>('GET', `/api/patrons/${patron.id}/invoices`, member);
      expect(listed.data.map((invoice) => [invoice.number, invoice.status])).toEqual([
        [voided.number, 'VOID'],
        [paid.number, 'PAID'],
      ]);
      // Another patron's invoice is not found through this one.
      const other = await newPatron('Hooli');
      expect((await send('PATCH', `/api/patrons/${other.id}/invoices/${paid.id}`, admin, { status: 'VOID' })).statusCode).toBe(404);
    });
  });

  describe('reports', () => {
    it('counts going and checked-in guests and names only those who chose to share', async () => {
      const patron = await newPatron();
      const social = await listedSocial({ title: 'Report Night', attendance: { methods: ['HOST_QRCODE'] } }, { startsIn: -HOUR, lasts: 3 * HOUR });
      await ok('POST', `/api/patrons/${patron.id}/sponsorships`, admin, { socialId: social.id });
      const sharer = await h().signIn('patron-sharer@example.com', { firstName: 'Shay', lastName: 'Sharer' });
      const quiet = await h().signIn('patron-quiet@example.com', { firstName: 'Quinn', lastName: 'Quiet' });
      expect(await ok<MyPatronSettings>('GET', '/api/users/me/patron', sharer)).toEqual({ shareWithPatrons: false });
      expect(await ok<MyPatronSettings>('PATCH', '/api/users/me/patron', sharer, { shareWithPatrons: true })).toEqual({ shareWithPatrons: true });
      const rsvp = await ok<{ id: string }>('POST', `/api/socials/${social.id}/rsvps`, sharer, {}, 201);
      await ok('POST', `/api/socials/${social.id}/rsvps`, quiet, {}, 201);
      await ok('PATCH', `/api/socials/${social.id}/attendance`, host, { status: 'OPEN' });
      await ok('POST', `/api/socials/${social.id}/rsvps/attendances`, host, { method: 'HOST_QRCODE', rsvpId: rsvp.id });

      const report = await ok<PatronReport>('GET', `/api/patrons/${patron.id}/reports`, member);
      expect(report.data).toEqual([
        {
          social: expect.objectContaining({ id: social.id, title: 'Report Night' }),
          going: 2,
          checkedIn: 1,
          sharedAttendees: [{ name: 'Shay Sharer', headline: '', checkedIn: true }],
        },
      ]);
      expect((await send('GET', `/api/patrons/${patron.id}/reports`, host)).statusCode).toBe(403);
    });
  });

  describe('question bank', () => {
    it('regenerates questions in a job from the sponsored socials, and staff moderate them', async () => {
      const patron = await newPatron();
      const social = await listedSocial({ title: 'Vector Databases 101', tags: ['Search'] });
      await ok('POST', `/api/patrons/${patron.id}/sponsorships`, admin, { socialId: social.id });
      expect((await ok<PatronQuestionBank>('GET', `/api/patrons/${patron.id}/question-bank`, member)).automationStatus).toBe('OFF');
      expect((await send('POST', `/api/patrons/${patron.id}/question-bank/regenerate`, stranger)).statusCode).toBe(403);

      const queued = await ok<PatronQuestionBank>('POST', `/api/patrons/${patron.id}/question-bank/regenerate`, member, undefined, 202);
      expect(queued.automationStatus).toBe('PENDING');
      // The harness ran the job after the request, as a worker would a moment later.
      const bank = await ok<PatronQuestionBank>('GET', `/api/patrons/${patron.id}/question-bank`, member);
      expect(bank.automationStatus).toBe('READY');
      expect(bank.data.map((q) => q.text)).toEqual([
        'What did you hope to get out of "Vector Databases 101"?',
        'How does search figure in your work today?',
        'What would make Acme Cloud more useful to you?',
        'Would you like Acme Cloud to follow up with you after the event?',
      ]);
      expect(bank.data.every((q) => q.status === 'PENDING')).toBe(true);

      const [first] = bank.data;
      if (!first) throw new Error('No question was generated');
      const path = `/api/patrons/${patron.id}/question-bank/${first.id}`;
      expect((await send('PATCH', path, member, { status: 'APPROVED' })).statusCode).toBe(403);
      expect((await send('PATCH', path, admin, { status: 'PENDING' })).statusCode).toBe(400);
      expect(await ok('PATCH', path, admin, { status: 'APPROVED' })).toMatchObject({ id: first.id, status: 'APPROVED' });
      expect((await send('GET', `/api/patrons/${patron.id}/moderate-question-bank`, member)).statusCode).toBe(403);
      const queue = await ok<PatronQuestionBank>('GET', `/api/patrons/${patron.id}/moderate-question-bank`, admin);
      expect(queue.data.map((q) => q.id)).not.toContain(first.id);
      expect(queue.data).toHaveLength(3);

      // Regenerating again keeps what staff decided and asks nothing twice.
      await ok('POST', `/api/patrons/${patron.id}/question-bank/regenerate`, admin, undefined, 202);
      const again = await ok<PatronQuestionBank>('GET', `/api/patrons/${patron.id}/question-bank`, member);
      expect(again.data).toHaveLength(4);
      expect(again.data.find((q) => q.id === first.id)?.status).toBe('APPROVED');
    });
  });
});

describeOnEachDatabase('patron invoice numbers', (h) => {
  it('gives every invoice issued at once its own number, with no gaps', async () => {
    const send = sender(h);
    const admin = await h().signIn('invoice-staff@example.com', { admin: true });
    const created = await send('POST', '/api/patrons', admin, { name: 'Hooli', code: nextCode() });
    const patron = created.json() as Patron;
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send('POST', `/api/patrons/${patron.id}/invoices`, admin, { description: `Invoice ${i}`, amount: 100 + i })),
    );
    expect(replies.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    const sequences = replies.map((res) => Number((res.json() as PatronInvoice).number.split('-')[2])).sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
  });
});
