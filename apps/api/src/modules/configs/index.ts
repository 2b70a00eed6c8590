export { configsRoutes } from './configs.routes';
