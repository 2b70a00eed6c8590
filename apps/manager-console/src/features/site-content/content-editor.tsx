import { useId, useState, type FormEvent } from 'react';
import { mapFieldErrors, useCreateContentMutation, usePreviewContentMutation, useUpdateContentMutation } from '@socials/api-client';
import { CONTENT_KIND_LABELS, contentSlugOf, type ContentEntry, type ContentKind } from '@socials/domain';
import { Button, Card, Checkbox, TextArea, TextInput, toast, toastError } from '@socials/ui';
import { FieldControl } from './field-control';
import { CONTENT_FIELD_DEFAULTS, CONTENT_FIELD_SPECS, fieldOfFault, type FieldSpec, fromFormValues, toFormValues, type FormValues } from './form-fields';

/** The public site's text styles (its .rich-text), for the preview. */
const PREVIEW_TEXT =
  'flex flex-col gap-3 break-words [&_a]:text-link [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3';

const BASE_FIELDS: readonly FieldSpec[] = [
  { key: 'title', label: 'Title', kind: 'text' },
  { key: 'slug', label: 'Address', kind: 'text' },
  { key: 'summary', label: 'Summary', kind: 'longText' },
  { key: 'body', label: 'Body', kind: 'longText' },
];

export interface ContentEditorProps {
  kind: ContentKind;
  /** null: a new entry. */
  entry: ContentEntry | null;
  onClose: () => void;
}

/** Writes or edits one entry: its title, address, summary, Markdown body with a preview, and the fields of its kind. */
export function ContentEditor({ kind, entry, onClose }: ContentEditorProps) {
  const specs = CONTENT_FIELD_SPECS[kind];
  const label = CONTENT_KIND_LABELS[kind].one;
  const headingId = useId();
  const [title, setTitle] = useState(entry?.title ?? '');
  const [slug, setSlug] = useState(entry?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(entry !== null);
  const [summary, setSummary] = useState(entry?.summary ?? '');
  const [body, setBody] = useState(entry?.body ?? '');
  const [publish, setPublish] = useState(false);
  const [fields, setFields] = useState<FormValues>(() => toFormValues(specs, { fields: entry?.fields ?? CONTENT_FIELD_DEFAULTS[kind] }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [create, creating] = useCreateContentMutation();
  const [update, updating] = useUpdateContentMutation();
  const [renderPreview, previewing] = usePreviewContentMutation();
  const saving = creating.isLoading || updating.isLoading;

  const showPreview = async () => {
    try {
      setPreview((await renderPreview(body).unwrap()).html);
    } catch (error) {
      toastError(error);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const values = fromFormValues(specs, fields) as { fields: Record<string, unknown> };
    const common = { title, slug, summary: summary.trim() === '' ? null : summary, body, fields: values.fields ?? {} };
    try {
      const saved = entry
        ? await update({ kind, id: entry.id, body: common }).unwrap()
        : await create({ kind, body: { ...common, published: publish } }).unwrap();
      toast.success(entry ? `“${saved.title}” saved` : saved.published ? `“${saved.title}” is published` : `“${saved.title}” saved as a draft`);
      onClose();
    } catch (failure) {
      const all = [...BASE_FIELDS, ...specs];
      const faults = mapFieldErrors(
        failure,
        all.map((spec) => spec.key),
      );
      if (faults.length === 0) {
        toastError(failure);
        return;
      }
      const next: Record<string, string> = {};
      for (const fault of faults) {
        const key = fieldOfFault(all, fault.field);
        if (key && !next[key]) next[key] = fault.message;
      }
      setErrors(next);
      toast.error(`The ${label.toLowerCase()} was not saved: check the fields marked`);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {entry ? `Edit “${entry.title}”` : `New ${label.toLowerCase()}`}
        </h2>
        <TextInput
          label="Title"
          required
          value={title}
          error={errors.title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugTouched) setSlug(contentSlugOf(event.target.value));
          }}
        />
        <TextInput
          label="Address"
          hint="Lowercase letters, digits and hyphens: the last part of the page's address"
          required
          value={slug}
          error={errors.slug}
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.target.value);
          }}
        />
        <TextArea
          label="Summary"
          hint="Optional: a sentence or two shown in lists"
          rows={2}
          value={summary}
          error={errors.summary}
          onChange={(event) => setSummary(event.target.value)}
        />
        <div className="flex flex-col gap-2">
          <TextArea
            label="Body"
            hint="Markdown: **bold**, *italic*, ## headings, - lists, [links](https://…)"
            rows={10}
            className="font-mono"
            value={body}
            error={errors.body}
            onChange={(event) => {
              setBody(event.target.value);
              setPreview(null);
            }}
          />
          <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => void showPreview()} disabled={previewing.isLoading}>
            {previewing.isLoading ? 'Rendering…' : 'Preview'}
          </Button>
          {preview !== null ? (
            <section aria-label="Preview" className="rounded-md border border-dashed border-border p-4">
              {preview.trim() ? (
                // Rendered and sanitised by the server, as the public page will show it.
                <div className={PREVIEW_TEXT} dangerouslySetInnerHTML={{ __html: preview }} />
              ) : (
                <p className="text-sm text-fg-muted">Nothing to show yet.</p>
              )}
            </section>
          ) : null}
        </div>
        {specs.map((spec) => (
          <FieldControl
            key={spec.key}
            spec={spec}
            value={fields[spec.key]}
            error={errors[spec.key]}
            disabled={saving}
            onChange={(value) => setFields((current) => ({ ...current, [spec.key]: value }))}
          />
        ))}
        {entry ? null : (
          <Checkbox
            label="Publish now"
            hint="Otherwise it is saved as a draft only staff see"
            checked={publish}
            onChange={(event) => setPublish(event.target.checked)}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {entry ? 'Save changes' : publish ? 'Publish' : 'Save draft'}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
