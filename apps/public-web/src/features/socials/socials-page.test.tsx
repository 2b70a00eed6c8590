import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSocialsArgs } from '@socials/api-client';
import type { Paged, Social } from '@socials/domain';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SocialsPage } from './socials-page';

setupMockApi();

const first = makeSocial({ id: 'a1111111-1111-4111-8111-111111111111', slug: 'first', title: 'First Social' });
const second = makeSocial({ id: 'b2222222-2222-4222-8222-222222222222', slug: 'second', title: 'Second Social' });

const lastPage = (data: Social[]): Paged<Social> => ({ data, meta: { lastEvaluatedKey: null } });

/** Answers POST /api/socials/search with `answer(body)` and keeps every body it was sent. */
function mockSearch(answer: (body: SearchSocialsArgs) => Paged<Social> = () => lastPage([first])) {
  const bodies: SearchSocialsArgs[] = [];
  server.use(
    http.post('*/api/socials/search', async ({ request }) => {
      const body = (await request.json()) as SearchSocialsArgs;
      bodies.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return bodies;
}

const openSocials = (url = '/socials') => renderPage(<SocialsPage />, { path: '/socials', url });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

describe('SocialsPage', () => {
  it('searches for what is typed once typing pauses, and puts it in the address', async () => {
    const bodies = mockSearch();
    const { router } = openSocials();
    expect(await screen.findByRole('link', { name: 'First Social' })).toBeInTheDocument();
    expect(bodies).toEqual([{ limit: 12 }]);

    await userEvent.type(searchBox(), 'jazz night');

    await waitFor(() => expect(bodies.at(-1)).toEqual({ text: 'jazz night', limit: 12 }));
    // Debounced: not one search per keystroke.
    expect(bodies.length).toBeLessThan('jazz night'.length);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('jazz night');
  });

  it('searches at once when a price or a date is chosen, sending days as local timestamps', async () => {
    const bodies = mockSearch();
    const { router } = openSocials();
    await screen.findByRole('link', { name: 'First Social' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'free');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-31' } });

    await waitFor(() => expect(bodies.at(-1)).toEqual({ from: new Date(2026, 11, 1).getTime(), to: new Date(2027, 0, 1).getTime(), price: 'FREE', limit: 12 }));
    expect(router.state.location.search).toBe('?from=2026-12-01&to=2026-12-31&price=free');
  });

  it('restores the search from the address on load', async () => {
    const bodies = mockSearch();
    openSocials('/socials?q=jazz&city=new-york&from=2026-12-01&to=2026-12-31&tags=music,%20ai&price=paid');

    expect(await screen.findByRole('link', { name: 'First Social' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        text: 'jazz',
        cityId: 'new-york',
        from: new Date(2026, 11, 1).getTime(),
        to: new Date(2027, 0, 1).getTime(),
        tags: ['music', 'ai'],
        price: 'PAID',
        limit: 12,
      },
    ]);
    expect(searchBox()).toHaveValue('jazz');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('new-york'));
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-12-31');
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('music, ai');
    expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue('paid');
  });

  it('puts the previous search back in the form on the back button', async () => {
    mockSearch();
    const { router } = openSocials('/socials?q=jazz');
    await screen.findByRole('link', { name: 'First Social' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'paid');
    await waitFor(() => expect(router.state.location.search).toBe('?q=jazz&price=paid'));
    await router.navigate(-1);

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue(''));
    expect(router.state.location.search).toBe('?q=jazz');
    expect(searchBox()).toHaveValue('jazz');
  });

  it('says when nothing matches, and clears every filter on request', async () => {
    const bodies = mockSearch((body) => lastPage(body.text ? [] : [first]));
    const { router } = openSocials('/socials?q=unheard-of&price=free');

    const empty = await screen.findByRole('heading', { name: 'No socials match your search' });
    await userEvent.click(within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('link', { name: 'First Social' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
    expect(bodies).toEqual([{ text: 'unheard-of', price: 'FREE', limit: 12 }, { limit: 12 }]);
  });

  it('loads the next page of the same search with the last key and keeps the first', async () => {
    const bodies = mockSearch((body) => (body.exclusiveStartKey === 'page-2' ? lastPage([second]) : { data: [first], meta: { lastEvaluatedKey: 'page-2' } }));
    openSocials('/socials?q=social');

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Second Social' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First Social' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { text: 'social', limit: 12 },
      { text: 'social', limit: 12, exclusiveStartKey: 'page-2' },
    ]);
  });

  it('shows an error with a way to try again', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/socials/search', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Something is off', fieldErrors: [] }, { status: 400 })
          : HttpResponse.json(lastPage([first]));
      }),
    );
    openSocials();

    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'First Social' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    it('shows the count and the results before the filter fields, which wait behind a Filters button', async () => {
      mockSearch(() => lastPage([first, second]));
      openSocials();

      const result = await screen.findByRole('link', { name: 'First Social' });
      const count = screen.getByRole('status');
      expect(count).toHaveTextContent('2 socials');
      // The only fields on the page are the wide screen's, beside the results (hidden on a phone).
      const city = screen.getByRole('combobox', { name: 'City' });
      expect(screen.getByRole('complementary', { name: 'Filters' })).toContainElement(city);
      expect(count.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(result.compareDocumentPosition(city) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    });

    it('says how many are shown while more pages wait', async () => {
      mockSearch(() => ({ data: [first], meta: { lastEvaluatedKey: 'page-2' } }));
      openSocials();

      await screen.findByRole('link', { name: 'First Social' });
      expect(screen.getByRole('status')).toHaveTextContent('1 social shown, more below');
    });

    it('shows each filter in use as a chip that removes it', async () => {
      const bodies = mockSearch();
      const { router } = openSocials('/socials?q=jazz&tags=music&price=paid');
      await screen.findByRole('link', { name: 'First Social' });
      expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
      const chips = within(screen.getByRole('list', { name: 'Filters in use' }));

      await userEvent.click(chips.getByRole('button', { name: 'Remove filter: Paid' }));

      await waitFor(() => expect(router.state.location.search).toBe('?q=jazz&tags=music'));
      expect(bodies.at(-1)).toEqual({ text: 'jazz', tags: ['music'], limit: 12 });
      expect(chips.queryByRole('button', { name: 'Remove filter: Paid' })).toBeNull();
      expect(chips.getByRole('button', { name: 'Remove filter: Tags: music' })).toBeInTheDocument();
    });

    it('opens the filters in a sheet and applies them together with "Show results"', async () => {
      const bodies = mockSearch();
      const user = userEvent.setup();
      const { router } = openSocials('/socials?q=jazz');
      await screen.findByRole('link', { name: 'First Social' });

      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
      await user.selectOptions(sheet.getByRole('combobox', { name: 'Price' }), 'free');
      fireEvent.change(sheet.getByLabelText('From'), { target: { value: '2026-12-01' } });
      // Nothing is searched until the choices are applied.
      expect(bodies).toHaveLength(1);
      await user.click(sheet.getByRole('button', { name: 'Show results' }));

      await waitFor(() => expect(router.state.location.search).toBe('?q=jazz&from=2026-12-01&price=free'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(bodies.at(-1)).toEqual({ text: 'jazz', from: new Date(2026, 11, 1).getTime(), price: 'FREE', limit: 12 }));
      expect(screen.getByRole('button', { name: 'Remove filter: Free' })).toBeInTheDocument();
    });
  });
});
