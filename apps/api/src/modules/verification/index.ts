export { verificationRoutes } from './verification.routes';
export { listVerifiedEmails } from './verification.service';
