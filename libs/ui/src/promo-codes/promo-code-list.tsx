import type { PromoCode, TicketTier } from '@socials/domain';
import { Button } from '../button/button';
import { useModalStack } from '../modal-stack/modal-stack';
import { promoDiscountLabel, promoTiersLabel, promoUsageLabel, promoValidityLabel } from './promo-code-labels';

export interface PromoCodeListProps {
  promoCodes: readonly PromoCode[];
  /** The social's tiers, to name the ones a code is for. */
  tiers: readonly Pick<TicketTier, 'id' | 'name'>[];
  /** The social's zone, in which validity is shown. */
  timezone: string;
  onEdit: (promo: PromoCode) => void;
  /** Called once the host confirmed. */
  onDelete: (promo: PromoCode) => void;
}

/** A social's promo codes in a table, each with Edit and Delete (Delete asks first). Needs a ModalStackProvider. */
export function PromoCodeList({ promoCodes, tiers, timezone, onEdit, onDelete }: PromoCodeListProps) {
  const modals = useModalStack();

  const confirmDelete = (promo: PromoCode) =>
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm">Guests will no longer be able to use “{promo.code}”. Orders that already used it keep their discount.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close()}>
              Keep it
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                close();
                onDelete(promo);
              }}
            >
              Delete code
            </Button>
          </div>
        </div>
      ),
      { title: `Delete promo code ${promo.code}?` },
    );

  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Promo codes</caption>
        <thead className="bg-surface-muted text-fg">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Code
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Discount
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Tiers
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Used
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Valid
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {promoCodes.map((promo) => (
            <tr key={promo.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-mono font-medium">
                {promo.code}
              </th>
              <td className="px-4 py-3">{promoDiscountLabel(promo)}</td>
              <td className="px-4 py-3">{promoTiersLabel(promo, tiers)}</td>
              <td className="px-4 py-3">{promoUsageLabel(promo)}</td>
              <td className="px-4 py-3 text-fg-muted">{promoValidityLabel(promo, timezone)}</td>
              <td className="px-4 py-3">
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" aria-label={`Edit ${promo.code}`} onClick={() => onEdit(promo)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="danger" aria-label={`Delete ${promo.code}`} onClick={() => confirmDelete(promo)}>
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
