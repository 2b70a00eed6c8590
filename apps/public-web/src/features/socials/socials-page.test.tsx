import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SocialsPage } from './socials-page';

setupMockApi();

const first = makeSocial({ id: 'a1111111-1111-4111-8111-111111111111', slug: 'first', title: 'First Social' });
const second = makeSocial({ id: 'b2222222-2222-4222-8222-222222222222', slug: 'second', title: 'Second Social' });

describe('SocialsPage', () => {
  it('loads the next page with the last key and keeps the first', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/socials/public', ({ request }) => {
        const key = new URL(request.url).searchParams.get('exclusiveStartKey');
        asked.push(key);
        return HttpResponse.json(key === 'page-2' ? { data: [second], meta: { lastEvaluatedKey: null } } : { data: [first], meta: { lastEvaluatedKey: 'page-2' } });
      }),
    );
    renderPage(<SocialsPage />, { path: '/socials', url: '/socials' });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Second Social' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First Social' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'page-2']);
  });

  it('filters by the city in the address', async () => {
    let city: string | null = null;
    server.use(
      http.get('*/api/socials/public', ({ request }) => {
        city = new URL(request.url).searchParams.get('cityId');
        return HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } });
      }),
    );
    renderPage(<SocialsPage />, { path: '/socials', url: '/socials?city=new-york' });

    expect(await screen.findByRole('heading', { name: 'No socials in this city yet' })).toBeInTheDocument();
    expect(city).toBe('new-york');
  });
});
