import type { AppModule } from '../../http/app-module';
import { verificationRoutes } from './verification.routes';
export { listVerifiedEmails } from './verification.service';

export const verificationModule: AppModule = { name: 'verification', routes: verificationRoutes };
