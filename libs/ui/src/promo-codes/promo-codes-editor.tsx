import type { PromoCode, PromoCodeInput, Social } from '@socials/domain';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { useModalStack } from '../modal-stack/modal-stack';
import { toast } from '../toast/toast-store';
import { toastError } from '../toast/toast-error';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodeList } from './promo-code-list';

export interface PromoCodesEditorProps {
  /** The social the codes belong to: its tiers are offered, its zone is used for times. */
  social: Pick<Social, 'ticketTiers' | 'timezone'>;
  promoCodes: readonly PromoCode[];
  /** Each call throws what the API answered; the editor shows it and confirms success in a toast. */
  onCreate: (input: PromoCodeInput) => Promise<unknown>;
  onUpdate: (promo: PromoCode, input: PromoCodeInput) => Promise<unknown>;
  onDelete: (promo: PromoCode) => Promise<unknown>;
}

/**
 * A social's promo codes with everything a host or staff member does to them: create and edit
 * in a dialog, delete after confirming. Fetching and saving are the caller's. Needs a ModalStackProvider.
 */
export function PromoCodesEditor({ social, promoCodes, onCreate, onUpdate, onDelete }: PromoCodesEditorProps) {
  const modals = useModalStack();

  const openForm = (promo?: PromoCode) =>
    modals.open(
      (close) => (
        <PromoCodeForm
          tiers={social.ticketTiers}
          timezone={social.timezone}
          promoCode={promo}
          submitLabel={promo ? 'Save changes' : 'Create code'}
          onCancel={() => close()}
          onSubmit={async (input) => {
            if (promo) await onUpdate(promo, input);
            else await onCreate(input);
            close();
            toast.success(promo ? `Promo code ${input.code} saved` : `Promo code ${input.code} created`);
          }}
        />
      ),
      { title: promo ? `Edit promo code ${promo.code}` : 'New promo code' },
    );

  const remove = async (promo: PromoCode) => {
    try {
      await onDelete(promo);
      toast.success(`Promo code ${promo.code} deleted`);
    } catch (error) {
      toastError(error);
    }
  };

  const newCodeButton = <Button onClick={() => openForm()}>New promo code</Button>;

  if (promoCodes.length === 0) {
    return (
      <EmptyState title="No promo codes yet" description="A promo code takes money off the ticket price for guests who enter it." action={newCodeButton} />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="self-end">{newCodeButton}</div>
      <PromoCodeList promoCodes={promoCodes} tiers={social.ticketTiers} timezone={social.timezone} onEdit={openForm} onDelete={(promo) => void remove(promo)} />
    </div>
  );
}
