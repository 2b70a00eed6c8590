export { disputesRoutes } from './disputes.routes';
