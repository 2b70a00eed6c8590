export { promoCodesRoutes } from './promo-codes.routes';
export { findLivePromoCode } from './promo-codes.service';
