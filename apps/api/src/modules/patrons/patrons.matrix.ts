import { randomUUID } from 'node:crypto';
import { anyone, type AreaMatrix, bySocial, deletedSocialRead, everyone, newEmail, type Outcomes, signedIn, staffOnly } from '../../security/matrix';
import { findPatronState } from './patrons.repo';

interface PatronRef {
  id: string;
  code: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A patron whose member is the matrix's patron, sponsoring host A's public social, with one invoice. */
    patron: PatronRef & { invoiceId: string };
    /** A new patron like it (with `questions`, a generated question bank), for a request that changes it. */
    freshPatron(options?: { questions?: true }): Promise<PatronRef & { questionId: string | null }>;
  }
}

/** The patron's portal: its members and staff. */
const patronMembers: Outcomes = { anonymous: '401', attendee: '403', host: '403', otherHost: '403', admin: '2xx', patron: '2xx' };

const byPatron = async (fresh: () => Promise<PatronRef>, payload?: object) => {
  const patron = await fresh();
  return { params: { id: patron.id }, ...(payload ? { payload } : {}), writes: { patron: patron.id } };
};

/** Who may call the patrons routes. */
export const matrix: AreaMatrix = {
  entries: [
    // Profiles and what they sponsor are public.
    { route: 'GET /api/patrons', expect: anyone, request: () => ({}) },
    { route: 'GET /api/patrons/code/:code', expect: anyone, request: (w) => ({ params: { code: w.patron.code } }) },
    { route: 'GET /api/patrons/:id', expect: anyone, request: (w) => ({ params: { id: w.patron.id } }) },
    { route: 'GET /api/patrons/:id', object: 'unknown patron', expect: everyone('404'), request: () => ({ params: { id: randomUUID() } }) },
    { route: 'GET /api/patrons/:id/upcoming-events', expect: anyone, request: (w) => ({ params: { id: w.patron.id } }) },
    { route: 'GET /api/socials/:id/patrons', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/patrons', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
    { route: 'GET /api/patrons/mine', expect: signedIn, request: () => ({}) },
    // Staff create patrons, add members and sponsorships, issue invoices and moderate.
    { route: 'POST /api/patrons', expect: staffOnly, request: () => ({ payload: { name: 'Matrix Patron', code: `matrix-${randomUUID().slice(0, 8)}` } }) },
    { route: 'POST /api/patrons/:id/members', expect: staffOnly, request: (w) => byPatron(w.freshPatron, { email: newEmail() }) },
    { route: 'POST /api/patrons/:id/sponsorships', expect: staffOnly, request: (w) => byPatron(w.freshPatron, { socialId: w.privateSocial.id }) },
    {
      route: 'POST /api/patrons/:id/invoices',
      expect: staffOnly,
      request: (w) => byPatron(w.freshPatron, { description: 'Matrix sponsorship', amount: 5000 }),
    },
    // Marking paid again changes nothing, so every actor meets the same invoice.
    {
      route: 'PATCH /api/patrons/:id/invoices/:invoiceId',
      expect: staffOnly,
      request: (w) => ({ params: { id: w.patron.id, invoiceId: w.patron.invoiceId }, payload: { status: 'PAID' } }),
    },
    { route: 'GET /api/patrons/:id/moderate-question-bank', expect: staffOnly, request: (w) => ({ params: { id: w.patron.id } }) },
    {
      route: 'PATCH /api/patrons/:id/question-bank/:questionId',
      expect: staffOnly,
      request: async (w) => {
        const patron = await w.freshPatron({ questions: true });
        return { params: { id: patron.id, questionId: patron.questionId ?? '' }, payload: { status: 'APPROVED' }, writes: { patron: patron.id } };
      },
    },
    // The portal is the patron's members' and staff's.
    { route: 'PATCH /api/patrons/:id', expect: patronMembers, request: (w) => byPatron(w.freshPatron, { description: 'Changed by the matrix' }) },
    { route: 'GET /api/patrons/:id/members', expect: patronMembers, request: (w) => ({ params: { id: w.patron.id } }) },
    { route: 'GET /api/patrons/:id/invoices', expect: patronMembers, request: (w) => ({ params: { id: w.patron.id } }) },
    {
      route: 'GET /api/patrons/:id/invoices/:invoiceId/pdf',
      expect: patronMembers,
      request: (w) => ({ params: { id: w.patron.id, invoiceId: w.patron.invoiceId } }),
    },
    { route: 'GET /api/patrons/:id/reports', expect: patronMembers, request: (w) => ({ params: { id: w.patron.id } }) },
    { route: 'GET /api/patrons/:id/question-bank', expect: patronMembers, request: (w) => ({ params: { id: w.patron.id } }) },
    { route: 'POST /api/patrons/:id/question-bank/regenerate', expect: patronMembers, request: (w) => byPatron(w.freshPatron) },
    // Each signed-in user's own sharing choice.
    { route: 'GET /api/users/me/patron', expect: signedIn, request: () => ({}) },
    { route: 'PATCH /api/users/me/patron', expect: signedIn, request: () => ({ payload: { shareWithPatrons: false } }) },
  ],
  seed: async ({ actors, sendOk, world }) => {
    const freshPatron = async (options: { questions?: true } = {}) => {
      const patron = await sendOk<PatronRef>('POST', '/api/patrons', actors.admin.token, { name: 'Matrix Patron', code: `matrix-${randomUUID().slice(0, 8)}` });
      await sendOk('POST', `/api/patrons/${patron.id}/members`, actors.admin.token, { email: 'matrix-patron@example.com' });
      await sendOk('POST', `/api/patrons/${patron.id}/sponsorships`, actors.admin.token, { socialId: world.publicSocial.id });
      if (!options.questions) return { ...patron, questionId: null };
      await sendOk('POST', `/api/patrons/${patron.id}/question-bank/regenerate`, actors.admin.token);
      const bank = await sendOk<{ data: { id: string }[] }>('GET', `/api/patrons/${patron.id}/question-bank`, actors.admin.token);
      return { ...patron, questionId: bank.data[0]?.id ?? null };
    };
    const patron = await freshPatron();
    const invoice = await sendOk<{ id: string }>('POST', `/api/patrons/${patron.id}/invoices`, actors.admin.token, {
      description: 'Matrix sponsorship',
      amount: 10000,
    });
    return { patron: { id: patron.id, code: patron.code, invoiceId: invoice.id }, freshPatron };
  },
  watches: { patron: (db, id) => findPatronState(db, id) },
};
