import type { AppModule } from '../../app-module';
import { VERIFICATION_ERROR_STATUSES } from './verification.errors';
import { verificationRoutes } from './verification.routes';
export { listVerifiedEmails, requireVerifiedEmail, verifiedEmailNeed } from './verification.service';
export { forgetVerifiedEmails } from './verification.repo';

export const verificationModule: AppModule = { name: 'verification', routes: verificationRoutes, errorStatuses: VERIFICATION_ERROR_STATUSES };
