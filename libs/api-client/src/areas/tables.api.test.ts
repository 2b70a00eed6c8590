import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../test/fake-jwt';
import { setupApiClient } from '../test/api-test-kit';
import { hostSocialsApi } from './host-socials.api';
import { tablesApi } from './tables.api';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ada = { rsvpId: 'r1', userId: 'u1', name: 'Ada Lovelace', headline: '' };
const plan = (seated: boolean) => ({
  tables: [{ id: 't1', name: 'Table 1', capacity: 4, position: 0, guests: seated ? [ada] : [] }],
  unseated: seated ? [] : [ada],
});

/** Serves s1's plan and the guest's table, counting the reads of each. */
function servePlan() {
  const reads = { plan: 0, mine: 0 };
  let seated = false;
  server.use(
    http.get(api('/socials/s1/tables'), () => {
      reads.plan += 1;
      return HttpResponse.json(plan(seated));
    }),
    http.get(api('/socials/s1/tables/mine'), () => {
      reads.mine += 1;
      return HttpResponse.json({ table: seated ? { id: 't1', name: 'Table 1' } : null, tablemates: [] });
    }),
    http.patch(api('/socials/s1/tables'), async ({ request }) => {
      expect(await request.json()).toEqual({ autoFill: true });
      seated = true;
      return HttpResponse.json(plan(seated));
    }),
  );
  return reads;
}

describe('tables API', () => {
  it('refetches the plan and the guest table after seating', async () => {
    const reads = servePlan();
    const { store } = setupApiClient(fakeJwt('host'));
    store.dispatch(tablesApi.endpoints.getTablePlan.initiate('s1'));
    store.dispatch(tablesApi.endpoints.getMyTable.initiate('s1'));
    await expect.poll(() => reads).toEqual({ plan: 1, mine: 1 });

    await store.dispatch(tablesApi.endpoints.seatGuests.initiate({ socialId: 's1', body: { autoFill: true } })).unwrap();

    await expect.poll(() => reads).toEqual({ plan: 2, mine: 2 });
    expect(tablesApi.endpoints.getTablePlan.select('s1')(store.getState()).data?.tables[0]?.guests).toEqual([ada]);
  });

  it('refetches the plan when a host changes the guest list (an approved guest is unseated)', async () => {
    const reads = servePlan();
    server.use(http.patch(api('/socials/s1/rsvps'), () => HttpResponse.json({ data: [] })));
    const { store } = setupApiClient(fakeJwt('host'));
    store.dispatch(tablesApi.endpoints.getTablePlan.initiate('s1'));
    await expect.poll(() => reads.plan).toBe(1);

    await store.dispatch(hostSocialsApi.endpoints.bulkUpdateAttendees.initiate({ socialId: 's1', rsvpIds: ['r1'], status: 'APPROVED' })).unwrap();

    await expect.poll(() => reads.plan).toBe(2);
  });

  it('hands the badges PDF over as an object URL named by the server, and a refusal as the API error', async () => {
    server.use(
      http.post(api('/badges-tents/attendees'), async ({ request }) => {
        const body = (await request.json()) as { socialId: string };
        if (body.socialId === 'locked') return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Social not found' }, { status: 404 });
        return new HttpResponse('%PDF-1.7 tents', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="table-tents-supper.pdf"' },
        });
      }),
    );
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:tents';
    });
    const { store } = setupApiClient(fakeJwt('host'));

    const pdf = await store.dispatch(tablesApi.endpoints.downloadBadgesPdf.initiate({ socialId: 's1', rsvpIds: [], layout: 'TENT' })).unwrap();
    expect(pdf).toEqual({ url: 'blob:tents', fileName: 'table-tents-supper.pdf' });
    expect(files[0]?.type).toBe('application/pdf');
    expect(await files[0]?.text()).toBe('%PDF-1.7 tents');

    const refused = await store.dispatch(tablesApi.endpoints.downloadBadgesPdf.initiate({ socialId: 'locked', rsvpIds: [] }));
    expect(refused.error).toMatchObject({ status: 404, data: { message: 'Social not found' } });
    vi.restoreAllMocks();
  });
});
