import { useDeleteMeMutation } from '@socials/api-client';
import type { Me } from '@socials/domain';
import { Button, toast, toastError, useConfirm } from '@socials/ui';
import { useSignOut } from '../provider/use-session-actions';

/** Sign out, and delete the account (the address typed again to confirm). */
export function AccountActions({ user }: { user: Me }) {
  const signOut = useSignOut();
  const confirm = useConfirm();
  const [deleteMe, { isLoading }] = useDeleteMeMutation();

  const askToDelete = () =>
    confirm({
      title: 'Delete your account?',
      body: 'Your name, photo, phone number, e-mail addresses, interests and invite codes are erased and you are signed out everywhere. Past RSVPs and payments stay on record without your name. This cannot be undone.',
      keepLabel: 'Keep my account',
      confirmLabel: 'Delete my account',
      tone: 'danger',
      reason: { label: 'Type your e-mail address to confirm', hint: user.email, maxLength: 254 },
      onConfirm: (email) => {
        void (async () => {
          try {
            await deleteMe({ email }).unwrap();
            toast.success('Your account is deleted');
            await signOut({ redirectTo: '/' });
          } catch (error) {
            toastError(error);
          }
        })();
      },
    });

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => void signOut({ redirectTo: '/' })}>
        Sign out
      </Button>
      <Button variant="danger" loading={isLoading} onClick={askToDelete}>
        Delete account
      </Button>
    </div>
  );
}
