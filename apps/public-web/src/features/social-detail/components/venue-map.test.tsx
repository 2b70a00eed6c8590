import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import type { SocialDetail } from '@socials/domain';
import { makeSocial } from '../../../test/fixtures';
import { server, setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { SocialDetailPage } from '../social-detail-page';
import { tileAround } from './venue-map';

setupMockApi();

const loft = { name: 'The Loft', address: '1 Main St', city: 'New York', coordinate: { latitude: 40.7557, longitude: -73.9681 }, maskedVenue: false };

function serve(overrides: Partial<SocialDetail>, mapTileUrl: string | null = null) {
  const social = makeSocial(overrides);
  server.use(
    http.get(`*/api/socials/slug/${social.slug}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/homiesgoing`, () => HttpResponse.json({ count: 0, data: [] })),
    http.get('*/api/configs', () => HttpResponse.json({ mapTileUrl })),
  );
  renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: `/socials/${social.slug}` });
}

const mapLink = () => screen.findByRole('link', { name: 'Map of The Loft, New York (opens a map in a new tab)' });

describe('the venue map', () => {
  it('draws the venue with its name and city on a plain grid, linking to the map, when no tile server is set', async () => {
    serve({ venueData: loft });
    const link = await mapLink();
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=40.7557&mlon=-73.9681#map=17/40.7557/-73.9681');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('text')?.textContent).toBe('The Loft, New York');
    expect(screen.queryByTestId('venue-map-tile')).toBeNull();
  });

  it('shows the one tile around the venue, the point under the marker, when a tile server is set', async () => {
    serve({ venueData: loft }, 'https://tiles.example/{z}/{x}/{y}.png');
    await mapLink();
    const tile = await screen.findByTestId('venue-map-tile');
    const { x, y, left, top } = tileAround(loft.coordinate);
    expect(tile).toHaveAttribute('href', `https://tiles.example/16/${x}/${y}.png`);
    expect([tile.getAttribute('x'), tile.getAttribute('y')]).toEqual([String(128 - left), String(112 - top)]);
  });

  it('shows no map for a venue without coordinates', async () => {
    serve({ venueData: { ...loft, coordinate: null } });
    expect(await screen.findByRole('link', { name: /1 Main St/ })).toBeInTheDocument();
    expect(screen.queryByTestId('venue-map')).toBeNull();
  });
});

describe('tileAround', () => {
  it('finds the tile of a point and where in it the point falls', () => {
    expect(tileAround({ latitude: 0, longitude: 0 }, 1)).toEqual({ z: 1, x: 1, y: 1, left: 0, top: 0 });
    // Midtown Manhattan at zoom 16: the tile OpenStreetMap serves for it.
    expect(tileAround({ latitude: 40.7557, longitude: -73.9681 })).toMatchObject({ z: 16, x: 19302, y: 24629 });
  });
});
