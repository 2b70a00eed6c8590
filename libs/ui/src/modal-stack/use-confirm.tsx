import { Button } from '../button/button';
import { useModalStack } from './modal-stack';

export interface ConfirmOptions {
  /** The dialog's title: the question asked. */
  title: string;
  /** What follows if the action goes ahead. */
  body: string;
  /** The safe choice ("Cancel", "Keep it"): it has the focus when the dialog opens, so Enter cannot confirm by accident. */
  keepLabel: string;
  /** Names the action and what it acts on ("Decline “Supper”"). */
  confirmLabel: string;
  /** "danger" for what cannot be undone. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
}

/**
 * Opens a confirmation dialog; the action runs only on its confirm button. Cancel, Escape or
 * confirming close it and give the focus back to what opened it.
 */
export function useConfirm(): (options: ConfirmOptions) => void {
  const modals = useModalStack();
  return ({ title, body, keepLabel, confirmLabel, tone = 'danger', onConfirm }) =>
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{body}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" data-autofocus onClick={() => close()}>
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
