import { Button, useModalStack } from '@socials/ui';

export interface ConfirmOptions {
  title: string;
  body: string;
  keepLabel: string;
  confirmLabel: string;
  /** "danger" for what cannot be undone. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
}

/** Opens a confirmation modal; the action runs only on the explicit confirm button. */
export function useConfirm() {
  const modals = useModalStack();
  return ({ title, body, keepLabel, confirmLabel, tone = 'danger', onConfirm }: ConfirmOptions) =>
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{body}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close()}>
              {keepLabel}
            </Button>
            <Button
              variant={tone}
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      ),
      { title },
    );
}
