import type { AppModule } from '../../app-module';
import { PROMO_CODES_ERROR_STATUSES } from './promo-codes.errors';
import { promoCodesRoutes } from './promo-codes.routes';
export { findLivePromoCode } from './promo-codes.service';
export type { PromoCodeRow } from './promo-codes.repo';

export const promoCodesModule: AppModule = { name: 'promo-codes', routes: promoCodesRoutes, errorStatuses: PROMO_CODES_ERROR_STATUSES };
