export { fakeJwt } from '@socials/domain/testing';
