export { devRoutes } from './dev.routes';
export { listOutbox } from './dev.service';
