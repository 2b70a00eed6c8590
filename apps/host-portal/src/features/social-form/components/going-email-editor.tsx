import { useState } from 'react';
import { useGetApprovalEmailAddendumQuery, usePreviewApprovalEmailMutation, useSetApprovalEmailAddendumMutation } from '@socials/api-client';
import { APPROVAL_EMAIL_ADDENDUM_MAX_LENGTH, type ApprovalEmailPreview } from '@socials/domain';
import { Button, LoadError, PageLoader, TextArea, toast, toastError } from '@socials/ui';

/** The hosts' note added to the e-mail each guest gets once they are going, with a preview of that e-mail. */
export function GoingEmailEditor({ socialId }: { socialId: string }) {
  const { data, error, isLoading, refetch } = useGetApprovalEmailAddendumQuery(socialId);
  return (
    <section aria-labelledby="going-email-heading" className="flex flex-col gap-3">
      <h2 id="going-email-heading" className="text-xl font-semibold">
        Going e-mail
      </h2>
      {isLoading ? <PageLoader label="Loading the going e-mail…" /> : null}
      {error ? <LoadError error={error} onRetry={refetch} /> : null}
      {/* Keyed by the saved text, so the box starts from what is stored once it has come. */}
      {data ? <AddendumForm key={data.addendum ?? ''} socialId={socialId} saved={data.addendum ?? ''} /> : null}
    </section>
  );
}

function AddendumForm({ socialId, saved }: { socialId: string; saved: string }) {
  const [addendum, setAddendum] = useState(saved);
  const [preview, setPreview] = useState<ApprovalEmailPreview | null>(null);
  const [save, { isLoading: isSaving }] = useSetApprovalEmailAddendumMutation();
  const [render, { isLoading: isRendering }] = usePreviewApprovalEmailMutation();

  const onSave = async () => {
    try {
      await save({ socialId, body: { addendum } }).unwrap();
      toast.success(addendum.trim() ? 'Going e-mail note saved' : 'Going e-mail note removed');
    } catch (error) {
      toastError(error);
    }
  };
  const onPreview = async () => {
    try {
      setPreview(await render({ socialId, body: { addendum } }).unwrap());
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <>
      <TextArea
        label="Note to your guests"
        hint="Added to the e-mail each guest gets once they are going, after the time and place."
        maxLength={APPROVAL_EMAIL_ADDENDUM_MAX_LENGTH}
        value={addendum}
        onChange={(event) => setAddendum(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void onSave()} loading={isSaving}>
          Save note
        </Button>
        <Button variant="secondary" onClick={() => void onPreview()} loading={isRendering}>
          Preview the e-mail
        </Button>
      </div>
      {preview ? (
        <figure aria-label="Preview of the going e-mail" className="rounded-lg border border-border bg-surface p-4 text-sm">
          <figcaption className="font-semibold">{preview.subject}</figcaption>
          <pre className="mt-2 font-sans whitespace-pre-wrap">{preview.text}</pre>
        </figure>
      ) : null}
    </>
  );
}
