import { anyone, everyone, type AreaMatrix } from '../../security/matrix';

/** The photo feed is public, as the /photos page is. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/me/media', expect: anyone, request: () => ({ query: { fields: 'caption,media_type' } }) },
    { route: 'GET /api/me/media/:mediaId', object: 'an item of the feed', expect: anyone, request: () => ({ params: { mediaId: '17900000000000' } }) },
    { route: 'GET /api/me/media/:mediaId', object: 'an unknown item', expect: everyone('404'), request: () => ({ params: { mediaId: '404404' } }) },
  ],
};
