import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BadgeSettings, SeatedGuest, TablePlan } from '@socials/domain';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { TablesPage } from './tables-page';

setupMockApi();

const social = makeSocial();
const guest = (rsvpId: string, name: string): SeatedGuest => ({ rsvpId, userId: `u-${rsvpId}`, name, headline: '' });
const ada = guest('r-ada', 'Ada Lovelace');
const ben = guest('r-ben', 'Ben Green');
const cy = guest('r-cy', 'Cy Young');
const table = (id: string, name: string, capacity: number | null, guests: SeatedGuest[] = []) => ({ id, name, capacity, position: 0, guests });

/** Serves the social and its plan; each PATCH of the seating is recorded and answered by `seat`. */
function serve(plan: TablePlan, seat: (body: unknown) => Response | TablePlan = () => plan) {
  const seatings: unknown[] = [];
  let current = plan;
  server.use(
    http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/tables`, () => HttpResponse.json(current)),
    http.get(`*/api/socials/${social.id}/badges-tents`, () =>
      HttpResponse.json({ layout: 'BADGE', showHeadline: true, showTable: true, showSocialTitle: true }),
    ),
    http.patch(`*/api/socials/${social.id}/tables`, async ({ request }) => {
      const body = await request.json();
      seatings.push(body);
      const reply = seat(body);
      if (reply instanceof Response) return reply;
      current = reply;
      return HttpResponse.json(current);
    }),
  );
  return seatings;
}

const openPage = () => renderPage(<TablesPage />, { path: '/socials/:id/tables', url: `/socials/${social.id}/tables` });

describe('TablesPage', () => {
  it('seats the picked guests at the chosen table in one request', async () => {
    signIn();
    const seatings = serve({ tables: [table('t1', 'Table 1', 4), table('t2', 'Table 2', 4)], unseated: [ada, ben, cy] }, () => ({
      tables: [table('t1', 'Table 1', 4), table('t2', 'Table 2', 4, [ada, cy])],
      unseated: [ben],
    }));
    openPage();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Cy Young' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Table for the selected guests' }), 'Table 2');
    await userEvent.click(screen.getByRole('button', { name: 'Seat at Table 2 (2)' }));

    expect(await screen.findByText('2 guests seated at Table 2')).toBeInTheDocument();
    expect(seatings).toEqual([
      {
        assignments: [
          { rsvpId: 'r-ada', tableId: 't2' },
          { rsvpId: 'r-cy', tableId: 't2' },
        ],
      },
    ]);
    const tableTwo = screen.getByRole('region', { name: 'Table 2' });
    expect(within(tableTwo).getByText('2 / 4 seats')).toBeInTheDocument();
    expect(within(tableTwo).getByRole('list', { name: 'Guests at Table 2' })).toHaveTextContent(/Ada Lovelace.*Cy Young/);
    expect(within(screen.getByRole('list', { name: 'Unseated guests' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's refusal when a table has not the seats", async () => {
    signIn();
    serve({ tables: [table('t1', 'Table 1', 2, [ada, ben])], unseated: [cy] }, () =>
      HttpResponse.json({ statusCode: 409, error: 'Conflict', code: 'TABLE_FULL', message: 'Table 1 has 2 seats: that would seat 3' }, { status: 409 }),
    );
    openPage();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Cy Young' }));
    await userEvent.click(screen.getByRole('button', { name: 'Seat at Table 1 (1)' }));

    expect(await screen.findByText('Table 1 has 2 seats: that would seat 3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Cy Young' })).toBeChecked();
  });

  it('moves a seated guest with the select, and fills the tables automatically', async () => {
    signIn();
    const seatings = serve({ tables: [table('t1', 'Table 1', null, [ada]), table('t2', 'Table 2', 1, [ben])], unseated: [cy] });
    openPage();

    const moveAda = await screen.findByRole('combobox', { name: 'Move Ada Lovelace to' });
    expect(within(moveAda).getByRole('option', { name: 'Table 2 (full)' })).toBeDisabled();
    await userEvent.selectOptions(moveAda, 'Unseated');
    expect(await screen.findByText('Ada Lovelace unseated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fill tables automatically' }));

    expect(await screen.findByText('Tables filled')).toBeInTheDocument();
    expect(seatings).toEqual([{ assignments: [{ rsvpId: 'r-ada', tableId: null }] }, { autoFill: true }]);
  });

  it('seats a guest dragged onto a table', async () => {
    signIn();
    const seatings = serve({ tables: [table('t1', 'Table 1', 4)], unseated: [ada] });
    openPage();

    const dragged = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => dragged.set(type, value),
      getData: (type: string) => dragged.get(type) ?? '',
      get types() {
        return [...dragged.keys()];
      },
    };
    fireEvent.dragStart((await screen.findByText('Ada Lovelace')).closest('li')!, { dataTransfer });
    const tableOne = screen.getByRole('region', { name: 'Table 1' });
    fireEvent.dragOver(tableOne, { dataTransfer });
    fireEvent.drop(tableOne, { dataTransfer });

    expect(await screen.findByText('Ada Lovelace seated at Table 1')).toBeInTheDocument();
    expect(seatings).toEqual([{ assignments: [{ rsvpId: 'r-ada', tableId: 't1' }] }]);
  });

  it('adds a table, and removes one after a confirm', async () => {
    signIn();
    let plan: TablePlan = { tables: [table('t1', 'Table 1', 4, [ada])], unseated: [] };
    const calls: unknown[] = [];
    serve(plan);
    server.use(
      http.get(`*/api/socials/${social.id}/tables`, () => HttpResponse.json(plan)),
      http.post(`*/api/socials/${social.id}/tables`, async ({ request }) => {
        calls.push(await request.json());
        plan = { ...plan, tables: [...plan.tables, table('t2', 'Window', 6)] };
        return HttpResponse.json(plan, { status: 201 });
      }),
      http.delete('*/api/tables/:tableId', ({ params }) => {
        calls.push(`DELETE ${String(params.tableId)}`);
        plan = { tables: plan.tables.filter((each) => each.id !== params.tableId), unseated: [ada] };
        return HttpResponse.json(plan);
      }),
    );
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Add table' }));
    expect(screen.getByText('Name the table')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Table name/ }), 'Window');
    await userEvent.type(screen.getByRole('textbox', { name: /Seats/ }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Add table' }));
    expect(await screen.findByRole('region', { name: 'Window' })).toHaveTextContent('0 / 6 seats');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Table 1' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Table 1?' })).getByRole('button', { name: 'Remove Table 1' }));

    expect(await screen.findByText('Table 1 removed')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'Window', capacity: 6 }, 'DELETE t1']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Table 1' })).not.toBeInTheDocument());
  });

  it('says table plans are not turned on when the server refuses them', async () => {
    signIn();
    server.use(
      http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
      http.get(`*/api/socials/${social.id}/tables`, () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', code: 'TABLE_GROUPING_REQUIRED', message: 'Table plans are not turned on for this host' },
          { status: 403 },
        ),
      ),
    );
    openPage();

    expect(await screen.findByRole('heading', { name: 'Table plans are not turned on for you: ask staff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add table' })).not.toBeInTheDocument();
  });

  it('shows another refusal as it is, not as table plans being off', async () => {
    signIn();
    server.use(
      http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
      http.get(`*/api/socials/${social.id}/tables`, () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', code: 'NOT_A_HOST', message: 'Only the hosts of this social can seat its guests' },
          { status: 403 },
        ),
      ),
    );
    openPage();

    expect(await screen.findByText('Only the hosts of this social can seat its guests')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Table plans are not turned on for you: ask staff' })).not.toBeInTheDocument();
  });

  it('saves each badge setting as it changes, and downloads the badges PDF', async () => {
    signIn();
    serve({ tables: [], unseated: [ada] });
    const saved: BadgeSettings[] = [];
    server.use(
      http.get(`*/api/socials/${social.id}/badges-tents`, () =>
        HttpResponse.json(saved.at(-1) ?? { layout: 'BADGE', showHeadline: true, showTable: true, showSocialTitle: true }),
      ),
      http.patch(`*/api/socials/${social.id}/badges-tents`, async ({ request }) => {
        const body = (await request.json()) as BadgeSettings;
        saved.push(body);
        return HttpResponse.json(body);
      }),
      http.post('*/api/badges-tents/attendees', async ({ request }) => {
        expect(await request.json()).toEqual({ socialId: social.id, rsvpIds: [], layout: 'BADGE' });
        return new HttpResponse('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="badges-founders-dinner.pdf"' },
        });
      }),
    );
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:badges';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('badges-founders-dinner.pdf');
    });
    openPage();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Headline (position or school)' }));
    expect(await screen.findByText('Badge settings saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Table tents (folded, the name both ways)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { layout: 'BADGE', showHeadline: false, showTable: true, showSocialTitle: true },
      { layout: 'TENT', showHeadline: false, showTable: true, showSocialTitle: true },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Download badges (PDF)' }));
    expect(await screen.findByText('Badges downloaded')).toBeInTheDocument();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(await files[0]?.text()).toBe('%PDF-1.7');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:badges');
    vi.restoreAllMocks();
  });
});
