import { useState } from 'react';
import { useCreateInviteCodeMutation } from '@socials/api-client';
import { MAX_INVITE_CODES, withReferral, type Me } from '@socials/domain';
import { Button, TextInput, toast, toastError } from '@socials/ui';

/** The user's invite codes, their share link, and a button for another code. */
export function InvitePanel({ user }: { user: Me }) {
  const [createInviteCode, { isLoading }] = useCreateInviteCodeMutation();
  const [copied, setCopied] = useState(false);
  const link = typeof window === 'undefined' ? null : withReferral(`${window.location.origin}/`, user.inviteCodes);

  const create = async () => {
    try {
      const { code } = await createInviteCode().unwrap();
      toast.success(`Invite code ${code} created`);
    } catch (error) {
      toastError(error);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Link copied');
    } catch {
      toast.error('Copy the link from the box instead: this browser did not allow it');
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {link ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextInput label="Your invite link" readOnly value={link} className="flex-1" onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">You have no invite code yet. Create one to get a link you can share.</p>
      )}
      {user.inviteCodes.length > 0 ? (
        <p className="text-sm">
          Your codes: <span className="font-mono">{user.inviteCodes.join(', ')}</span>
        </p>
      ) : null}
      {user.inviteCodes.length < MAX_INVITE_CODES ? (
        <Button variant="secondary" size="sm" className="self-start" loading={isLoading} onClick={() => void create()}>
          Create an invite code
        </Button>
      ) : null}
    </div>
  );
}
