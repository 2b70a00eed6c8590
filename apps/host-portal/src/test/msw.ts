import { http, HttpResponse } from 'msw';
import { createMockApi } from '@socials/auth/testing';

export const { server, setupMockApi, signIn } = createMockApi({
  cities: [
    { id: 'new-york', name: 'New York', country: 'US', timezone: 'America/New_York' },
    { id: 'singapore', name: 'Singapore', country: 'SG', timezone: 'Asia/Singapore' },
  ],
  // The social form's circle picker: no circles unless a test says otherwise.
  handlers: [http.get('*/api/circles/me', () => HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } }))],
});
