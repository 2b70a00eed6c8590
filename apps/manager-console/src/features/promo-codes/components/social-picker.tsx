import { useState, type FormEvent } from 'react';
import { useSearchSocialsQuery } from '@socials/api-client';
import { displaySocialTitle, formatEventTime } from '@socials/domain';
import { Button, LoadError, PageLoader, TextInput } from '@socials/ui';
import { parseSocialReference, type SocialReference } from '../social-reference';

const SEARCH_LIMIT = 10;

export interface SocialPickerProps {
  onPick: (social: SocialReference) => void;
}

/** Staff choose a social: by searching the public ones, or by pasting an id, slug or link (private socials too). */
export function SocialPicker({ onPick }: SocialPickerProps) {
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | undefined>();

  const open = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSocialReference(reference);
    if (parsed) onPick(parsed);
    else setReferenceError('Paste the social’s id, slug or a link to it');
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SocialSearch onPick={onPick} />
      <section aria-labelledby="social-reference-title" className="flex flex-col gap-3">
        <h2 id="social-reference-title" className="text-lg font-semibold">
          Open by id, slug or link
        </h2>
        <form onSubmit={open} noValidate className="flex flex-wrap items-end gap-2">
          <TextInput
            label="Id, slug or link"
            hint="For any social, private ones included."
            className="min-w-64 flex-1"
            value={reference}
            error={referenceError}
            onChange={(event) => {
              setReference(event.target.value);
              setReferenceError(undefined);
            }}
          />
          <Button type="submit" variant="secondary">
            Open
          </Button>
        </form>
      </section>
    </div>
  );
}

function SocialSearch({ onPick }: SocialPickerProps) {
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const results = useSearchSocialsQuery({ text, limit: SEARCH_LIMIT }, { skip: text === '' });

  let found = null;
  if (results.isFetching) found = <PageLoader label="Searching socials…" />;
  else if (results.error) found = <LoadError error={results.error} onRetry={results.refetch} />;
  else if (results.data && results.data.data.length === 0) found = <p className="text-sm text-fg-muted">No public social matches “{text}”.</p>;
  else if (results.data)
    found = (
      <ul aria-label="Matching socials" className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {results.data.data.map((social) => {
          const title = displaySocialTitle(social);
          return (
            <li key={social.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-fg-muted">{formatEventTime(social).text}</p>
              </div>
              <Button size="sm" variant="secondary" aria-label={`Choose ${title}`} onClick={() => onPick({ id: social.id })}>
                Choose
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby="social-search-title" className="flex flex-col gap-3">
      <h2 id="social-search-title" className="text-lg font-semibold">
        Search public socials
      </h2>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setText(typed.trim());
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <TextInput
          label="Words in the title, description or tags"
          type="search"
          className="min-w-64 flex-1"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {found}
    </section>
  );
}
