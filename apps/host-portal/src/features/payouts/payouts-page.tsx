import { useGetBankAccountsQuery } from '@socials/api-client';
import type { BankAccount } from '@socials/domain';
import { Badge, EmptyState, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { ACCOUNT_TYPE_LABELS, HOLDER_KIND_LABELS, STATUS_BADGES } from './bank-account-labels';
import { BankAccountForm } from './components/bank-account-form';
import { EarningsSummary } from './components/earnings-summary';
import { PayoutHistory } from './components/payout-history';

/** /payouts — the bank accounts a host's ticket sales are paid out to. */
export function PayoutsPage() {
  useDocumentTitle('Payouts');
  const accounts = useGetBankAccountsQuery();

  let list;
  if (accounts.isLoading) list = <PageLoader label="Loading your bank accounts…" />;
  else if (!accounts.data) list = <LoadError error={accounts.error} onRetry={accounts.refetch} />;
  else if (accounts.data.data.length === 0)
    list = <EmptyState title="No bank account yet" description="Add one below to receive the money from your ticket sales." />;
  else
    list = (
      <ul className="flex flex-col gap-3">
        {accounts.data.data.map((account) => (
          <BankAccountItem key={account.id} account={account} />
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Payouts</h1>
        <p className="text-sm text-fg-muted">What your paid tickets earn, less fees and refunds, goes to a verified bank account.</p>
      </div>
      <EarningsSummary />
      <PayoutHistory />
      <section aria-labelledby="bank-accounts-title" className="flex flex-col gap-4">
        <h2 id="bank-accounts-title" className="text-xl font-semibold">
          Your bank accounts
        </h2>
        {list}
      </section>
      <BankAccountForm />
    </div>
  );
}

function BankAccountItem({ account }: { account: BankAccount }) {
  const status = STATUS_BADGES[account.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4 text-sm">
      <div className="flex flex-col gap-1">
        <span className="font-medium">{account.holderName}</span>
        <span className="text-fg-muted">
          {HOLDER_KIND_LABELS[account.holderKind]} · {ACCOUNT_TYPE_LABELS[account.accountType]} ·{' '}
          <span aria-label={`ending in ${account.accountLast4}`}>••••{account.accountLast4}</span> · {account.country} · {account.currency.toUpperCase()}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <Badge tone={status.tone}>{status.label}</Badge>
        {account.onboardingUrl ? (
          <a href={account.onboardingUrl} className={TEXT_LINK}>
            Finish verification
          </a>
        ) : null}
      </div>
    </li>
  );
}
