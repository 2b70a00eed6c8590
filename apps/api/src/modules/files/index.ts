import type { AppModule } from '../../app-module';
import { FILES_ERROR_STATUSES } from './files.errors';
import { filesRoutes } from './files.routes';

export const filesModule: AppModule = {
  name: 'files',
  routes: filesRoutes,
  errorStatuses: FILES_ERROR_STATUSES,
};
export { resizedImage, toWebImage } from './images';
export { FILE_FIELD, readUploadedFile } from './multipart-file';
export type { IncomingFile } from './files.service';
