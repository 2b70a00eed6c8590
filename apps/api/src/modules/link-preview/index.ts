import type { AppModule } from '../../app-module';
import { LINK_PREVIEW_ERROR_STATUSES } from './link-preview.errors';
import { linkPreviewRoutes } from './link-preview.routes';

export const linkPreviewModule: AppModule = { name: 'link-preview', routes: linkPreviewRoutes, errorStatuses: LINK_PREVIEW_ERROR_STATUSES };
