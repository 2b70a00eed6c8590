import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { usersApi } from '@socials/api-client';
import { getDisplayName } from '@socials/domain';
import { Button, TextInput } from '@socials/ui';
import type { SocialFormValues } from '../social-form-schema';
import { firstErrorMessage } from './first-error';

/** "https://…/users/ada" or "ada" → "ada". */
const profileNameOf = (text: string) => text.trim().replace(/\/+$/, '').split('/').pop() ?? '';

/** Co-hosts besides the owner, added by their profile name (the end of their profile link). */
export function CoHostsEditor() {
  const {
    control,
    formState: { errors },
  } = useFormContext<SocialFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'hostIds', keyName: 'fieldKey' });
  const [findUser, { isFetching }] = usersApi.endpoints.getUserBySlug.useLazyQuery();
  const [profileName, setProfileName] = useState('');
  const [lookupError, setLookupError] = useState<string | undefined>();

  const add = async () => {
    const slug = profileNameOf(profileName);
    if (slug === '') {
      setLookupError('Enter the profile name of the co-host');
      return;
    }
    try {
      const user = await findUser(slug).unwrap();
      if (!fields.some((coHost) => coHost.id === user.id)) append({ id: user.id, name: getDisplayName(user) || user.slug });
      setProfileName('');
      setLookupError(undefined);
    } catch {
      setLookupError(`Nobody has the profile name “${slug}”`);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">Co-hosts</legend>
      {fields.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {fields.map((coHost, index) => (
            <li key={coHost.fieldKey} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2 text-sm">
              <span>{coHost.name}</span>
              <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                Remove {coHost.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">No co-hosts yet. Co-hosts can edit the social and manage its guests.</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <TextInput
          label="Co-host profile name"
          hint="The end of their profile link, e.g. ada for /users/ada."
          value={profileName}
          error={lookupError ?? firstErrorMessage(errors.hostIds)}
          onChange={(event) => setProfileName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
          className="min-w-64 flex-1"
        />
        <Button variant="secondary" loading={isFetching} onClick={() => void add()}>
          Add co-host
        </Button>
      </div>
    </fieldset>
  );
}
