import { useRef, useState } from 'react';
import { Button } from '../button/button';
import { TextArea } from '../form/text-area';
import { useModalStack } from './modal-stack';

export interface ConfirmReason {
  /** The label of the text box ("Reason for the host"). */
  label: string;
  /** Who reads it, or what it is for. */
  hint?: string;
  maxLength?: number;
}

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
  /** Set: the dialog asks for a reason, which it requires before the action goes ahead. */
  reason?: ConfirmReason;
  /** `reason` is the reason given, trimmed ('' when none was asked). */
  onConfirm: (reason: string) => void;
}

interface ConfirmBodyProps extends Omit<ConfirmOptions, 'title'> {
  close: () => void;
}

function ConfirmBody({ body, keepLabel, confirmLabel, tone = 'danger', reason, onConfirm, close }: ConfirmBodyProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLTextAreaElement>(null);
  const confirm = () => {
    const given = text.trim();
    if (reason && given === '') {
      setError('Give a reason');
      box.current?.focus();
      return;
    }
    close();
    onConfirm(given);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{body}</p>
      {reason ? (
        <TextArea
          ref={box}
          label={reason.label}
          hint={reason.hint}
          required
          maxLength={reason.maxLength}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={() => close()}>
          {keepLabel}
        </Button>
        <Button variant={tone} onClick={confirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/**
 * Opens a confirmation dialog; the action runs only on its confirm button (and, when it asks for a
 * reason, once one is given). Cancel, Escape or confirming close it and give the focus back to what
 * opened it.
 */
export function useConfirm(): (options: ConfirmOptions) => void {
  const modals = useModalStack();
  return ({ title, ...options }) => modals.open((close) => <ConfirmBody {...options} close={close} />, { title });
}
