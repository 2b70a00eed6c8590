export { aRsvp, fakeJwt, freeTier, host, makeSocial, me } from '@socials/domain/testing';
