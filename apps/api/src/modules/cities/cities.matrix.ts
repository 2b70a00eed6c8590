import { anyone, type AreaMatrix } from '../../security/matrix';

/** Who may call the routes of the cities. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/cities', expect: anyone, request: () => ({}) },
    { route: 'GET /api/cities/:id', expect: anyone, request: (w) => ({ params: { id: w.cityId } }) },
  ],
};
