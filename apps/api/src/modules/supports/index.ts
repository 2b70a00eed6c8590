import type { AppModule } from '../../app-module';
import { supportsRoutes } from './supports.routes';

/** Support: the contact form's messages, mailed to the support address. */
export const supportsModule: AppModule = { name: 'supports', routes: supportsRoutes };
