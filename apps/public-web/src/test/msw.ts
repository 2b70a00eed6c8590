import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { createMockApi } from '@socials/auth/testing';

const mockApi = createMockApi({
  cities: [{ id: 'new-york', name: 'New York', country: 'US', timezone: 'America/New_York' }],
});

export const { server, signIn } = mockApi;

/** What pages ask for on the side, answered unless a test says otherwise (a social's page asks who sponsors it and for its photos). */
const sideRequests = [
  http.get('*/api/socials/:id/patrons', () => HttpResponse.json({ data: [] })),
  http.get('*/api/socials/:id/media', () => HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null }, canUpload: false, canManage: false })),
];

/** Starts the mock API around the test file; each test starts from the side answers, its own handlers first. */
export function setupMockApi(): void {
  mockApi.setupMockApi();
  beforeEach(() => server.use(...sideRequests));
}
