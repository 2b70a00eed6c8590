import { reactInTransaction, type ModuleJobs } from '../../core/jobs';
import type { AppDeps } from '../../core/app-deps';
import { otherCheckoutRefunded, otherCheckoutSettled, type OtherCheckoutRefunded, type OtherCheckoutSettled } from '../payments';
import { settlePostCheckout, settlePostRefund } from './posts.service';

/** A post's checkout was paid or expired: settled in the webhook's own transaction. */
const settleUnlock = reactInTransaction<OtherCheckoutSettled, AppDeps>(otherCheckoutSettled, (tx, settled, { jobs }) => settlePostCheckout(tx, settled, jobs));

/** A post's duplicate payment went back: recorded in the transaction that mails the reader. */
const settleRefund = reactInTransaction<OtherCheckoutRefunded, AppDeps>(otherCheckoutRefunded, (tx, refunded) => settlePostRefund(tx, refunded.checkoutId));

export const postsJobs: ModuleJobs = { reactions: [settleUnlock, settleRefund] };
