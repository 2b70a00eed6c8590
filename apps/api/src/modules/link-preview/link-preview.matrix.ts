import type { AreaMatrix } from '../../security/matrix';

/** Who may ask for a link preview: signed-in users. The address is a private one, so nothing leaves the machine. */
export const matrix: AreaMatrix = {
  entries: [
    {
      route: 'GET /api/link-preview',
      object: 'a private address (refused before any connection)',
      expect: { anonymous: '401', attendee: '400', host: '400', otherHost: '400', admin: '400' },
      request: async () => ({ query: { url: 'http://127.0.0.1/' } }),
    },
  ],
};
