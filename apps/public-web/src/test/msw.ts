import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { createMockApi } from '@socials/auth/testing';

const mockApi = createMockApi({
  cities: [{ id: 'new-york', name: 'New York', country: 'US', timezone: 'America/New_York' }],
});

export const { server, signIn } = mockApi;

/** The answer to GET /chat/channels/{type}/{id}: the channel with `unreadCount` messages the viewer has not read. */
export function chatChannelAnswer(type: string, refId: string, unreadCount: number) {
  return HttpResponse.json({
    id: `channel-of-${refId}`,
    type,
    refId,
    name: 'Chat',
    social: null,
    peer: null,
    muted: false,
    unreadCount,
    lastMessageAt: null,
    lastMessage: null,
    canModerate: false,
  });
}

/** What pages ask for on the side, answered unless a test says otherwise (a social's page asks who sponsors it and for its photos). */
const sideRequests = [
  http.get('*/api/socials/:id/patrons', () => HttpResponse.json({ data: [] })),
  http.get('*/api/socials/:id/media', () => HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null }, canUpload: false, canManage: false })),
  // The event and circle pages ask their hosts, going guests and members for the chat's unread count.
  http.get('*/api/chat/channels/:type/:id', ({ params }) => chatChannelAnswer(String(params.type), String(params.id), 0)),
];

/** Starts the mock API around the test file; each test starts from the side answers, its own handlers first. */
export function setupMockApi(): void {
  mockApi.setupMockApi();
  beforeEach(() => server.use(...sideRequests));
}
