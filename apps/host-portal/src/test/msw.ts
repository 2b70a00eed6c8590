import { createMockApi } from '@socials/auth/testing';

export const { server, setupMockApi, signIn } = createMockApi({
  cities: [
    { id: 'new-york', name: 'New York', country: 'US', timezone: 'America/New_York' },
    { id: 'singapore', name: 'Singapore', country: 'SG', timezone: 'Asia/Singapore' },
  ],
});
