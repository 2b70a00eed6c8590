import { aMe } from '@socials/domain/testing';
import { createMockApi } from '@socials/auth/testing';

/** signIn() signs in a staff member. */
export const { server, setupMockApi, signIn } = createMockApi({
  cities: [{ id: 'new-york', name: 'New York', country: 'US', timezone: 'America/New_York' }],
  me: aMe({ isAdmin: true }),
});
