import type { AppModule } from '../../http/app-module';
import { promoCodesRoutes } from './promo-codes.routes';
export { findLivePromoCode } from './promo-codes.service';

export const promoCodesModule: AppModule = { name: 'promo-codes', routes: promoCodesRoutes };
