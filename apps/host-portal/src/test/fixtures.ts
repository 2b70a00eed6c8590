export { aCircle, aPayment, aPaymentDetail, fakeJwt, freeTier, host, makeSocial, me, paidTier } from '@socials/domain/testing';
