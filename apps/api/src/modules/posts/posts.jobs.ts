import { reactInTransaction, type ModuleJobs } from '../../core/jobs';
import type { RouteDeps } from '../../http/route-deps';
import { otherCheckoutSettled, type OtherCheckoutSettled } from '../payments';
import { settlePostCheckout } from './posts.service';

/** A post's checkout was paid or expired: settled in the webhook's own transaction. */
const settleUnlock = reactInTransaction<OtherCheckoutSettled, RouteDeps>(otherCheckoutSettled, (tx, settled) => settlePostCheckout(tx, settled));

export const postsJobs: ModuleJobs = { reactions: [settleUnlock] };
