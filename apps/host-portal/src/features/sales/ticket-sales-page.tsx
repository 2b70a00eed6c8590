import { Link, useParams } from 'react-router-dom';
import { useGetSocialQuery, useGetTicketSalesQuery } from '@socials/api-client';
import { displaySocialTitle, formatCurrency, isPaidEvent, type SalesFigures, type SocialDetail, type TicketSales } from '@socials/domain';
import { EmptyState, LoadError, PageLoader, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { editSocialPath } from '../../shared/paths';
import { SocialPageLinks } from '../../shared/social-page-links';
import { SaleOrderList } from './sale-order-list';

type TierSales = TicketSales['tiers'][number];

const FIGURE_COLUMNS: readonly { key: keyof SalesFigures; label: string; isMoney: boolean }[] = [
  { key: 'orders', label: 'Orders', isMoney: false },
  { key: 'gross', label: 'Gross', isMoney: true },
  { key: 'discounts', label: 'Discounts', isMoney: true },
  { key: 'fees', label: 'Fees', isMoney: true },
  { key: 'refunded', label: 'Refunded', isMoney: true },
  { key: 'net', label: 'Net', isMoney: true },
];

const CELL = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/** /socials/:id/sales — what each ticket tier of a social has sold and earned, for its hosts. */
export function TicketSalesPage() {
  const { id = '' } = useParams();
  const social = useGetSocialQuery(id, { skip: !id });
  const sales = useGetTicketSalesQuery(id, { skip: !id });
  useDocumentTitle(social.data ? `Ticket sales of ${social.data.title}` : 'Ticket sales');

  if (social.isLoading || sales.isLoading) return <PageLoader label="Loading ticket sales…" />;
  if (!social.data || !sales.data) {
    const failed = social.error ? social : sales;
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Ticket sales</h1>
        <LoadError error={failed.error} onRetry={failed.refetch} />
      </div>
    );
  }
  return <SalesReport social={social.data} sales={sales.data} />;
}

function SalesReport({ social, sales }: { social: SocialDetail; sales: TicketSales }) {
  const title = displaySocialTitle(social);
  const sellsTickets = isPaidEvent(sales.tiers.map((tier) => ({ type: tier.type, ticketPrice: tier.ticketPrice, depositAmount: tier.depositAmount })));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Ticket sales of {title}</h1>
        <SocialPageLinks socialId={social.id} current="sales" />
      </div>
      {sellsTickets ? (
        <>
          <SalesTable title={title} sales={sales} />
          <SaleOrderList orders={sales.orders} moreOrders={sales.moreOrders} timezone={social.timezone} title={title} />
        </>
      ) : (
        <EmptyState
          title="No paid tickets yet"
          description="Every tier of this social is free. Give a tier a price or a deposit to sell tickets."
          action={
            <Link to={editSocialPath(social.id)} className={TEXT_LINK}>
              Edit the ticket tiers
            </Link>
          }
        />
      )}
    </div>
  );
}

const figureText = (value: number, isMoney: boolean) => (isMoney ? formatCurrency(value) : String(value));

/** "12 of 50", or "12" when the tier has no limit of its own. */
const seatsText = (tier: Pick<TierSales, 'sold' | 'quantity'>) => (tier.quantity === null ? String(tier.sold) : `${tier.sold} of ${tier.quantity}`);

function SalesTable({ title, sales }: { title: string; sales: TicketSales }) {
  const sold = sales.tiers.reduce((sum, tier) => sum + tier.sold, 0);
  const held = sales.tiers.reduce((sum, tier) => sum + tier.held, 0);
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full text-sm">
        <caption className="sr-only">Ticket sales of {title}, per tier</caption>
        <thead className="bg-surface-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Tier
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Deposit
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Sold
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              In checkout
            </th>
            {FIGURE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sales.tiers.map((tier) => (
            <tr key={tier.ticketTierId} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {tier.name}
              </th>
              <td className={CELL}>{formatCurrency(tier.ticketPrice)}</td>
              <td className={CELL}>{formatCurrency(tier.depositAmount)}</td>
              <td className={CELL}>{seatsText(tier)}</td>
              <td className={CELL}>{tier.held}</td>
              {FIGURE_COLUMNS.map((column) => (
                <td key={column.key} className={CELL}>
                  {figureText(tier[column.key], column.isMoney)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-border font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <td className={CELL} />
            <td className={CELL} />
            <td className={CELL}>{sold}</td>
            <td className={CELL}>{held}</td>
            {FIGURE_COLUMNS.map((column) => (
              <td key={column.key} className={CELL}>
                {figureText(sales.totals[column.key], column.isMoney)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <p className="border-t border-border px-3 py-2 text-xs text-fg-muted">
        Sold counts seats taken, those held by open checkouts included. Net is your share: charged, less fees and refunds.
      </p>
    </div>
  );
}
