export { aCircle, aPayment, aProposal, aRefund, aRsvp, aTotalCharge, aTransaction, fakeJwt, freeTier, host, makeSocial, me, paidTier } from '@socials/domain/testing';
