import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Description, Field, Label, Switch } from '@headlessui/react';
import { isApiHttpError, useGetHostPermissionsQuery, useGetUserBySlugQuery, useGetUserQuery, useSetHostPermissionsMutation } from '@socials/api-client';
import { getDisplayName, type HostFeature, type PublicUser } from '@socials/domain';
import { Button, Card, LoadError, PageLoader, TEXT_LINK, TextInput, toast, toastError, useDocumentTitle } from '@socials/ui';
import { HOST_FEATURES } from './host-feature-labels';
import { parseUserReference, type UserReference } from './user-reference';

/** The query parameter that holds the chosen host's id or slug, so a link (or a reload) opens them. */
export const HOST_PARAM = 'user';

/** /hosts/permissions — staff find a host and turn their features on and off. */
export function HostPermissionsPage() {
  useDocumentTitle('Host permissions');
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get(HOST_PARAM) ?? '';
  const reference = parseUserReference(chosen);
  const [text, setText] = useState(chosen);
  const [error, setError] = useState<string>();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const next = parseUserReference(text);
    if (!next) {
      setError('Paste a profile address, a profile slug or a user id');
      return;
    }
    setSearchParams({ [HOST_PARAM]: 'id' in next ? next.id : next.slug });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Host permissions</h1>
      <form noValidate onSubmit={find} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextInput
          label="Host"
          hint="Their profile address (…/users/ada-lovelace), profile slug or user id"
          className="sm:w-96"
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" className="sm:mt-6">
          Find host
        </Button>
      </form>
      {reference ? <ChosenHost key={JSON.stringify(reference)} reference={reference} /> : null}
    </div>
  );
}

function ChosenHost({ reference }: { reference: UserReference }) {
  const byId = useGetUserQuery('id' in reference ? reference.id : '', { skip: !('id' in reference) });
  const bySlug = useGetUserBySlugQuery('slug' in reference ? reference.slug : '', { skip: !('slug' in reference) });
  const user = 'id' in reference ? byId : bySlug;

  if (user.isLoading) return <PageLoader label="Looking for the host…" />;
  if (isApiHttpError(user.error) && user.error.status === 404) {
    return (
      <p role="alert" className="text-sm">
        No user has this profile address or id.
      </p>
    );
  }
  if (!user.data) return <LoadError error={user.error} onRetry={user.refetch} />;
  return <HostFeatureSwitches user={user.data} />;
}

function HostFeatureSwitches({ user }: { user: PublicUser }) {
  const permissions = useGetHostPermissionsQuery(user.id);
  const [setPermissions, saving] = useSetHostPermissionsMutation();
  const name = getDisplayName(user) || user.slug;

  const turn = async (feature: HostFeature, label: string, on: boolean) => {
    const current = permissions.data?.hostFeatures ?? [];
    const hostFeatures = on ? [...current, feature] : current.filter((each) => each !== feature);
    try {
      await setPermissions({ userId: user.id, hostFeatures }).unwrap();
      toast.success(`${label} turned ${on ? 'on' : 'off'} for ${name}`);
    } catch (error) {
      toastError(error);
    }
  };

  let content;
  if (permissions.isLoading) content = <PageLoader label="Loading their features…" />;
  else if (!permissions.data) content = <LoadError error={permissions.error} onRetry={permissions.refetch} />;
  else {
    const features = permissions.data.hostFeatures;
    content = (
      <ul className="flex flex-col gap-4">
        {HOST_FEATURES.map(({ feature, label, description }) => (
          <li key={feature}>
            <Field disabled={saving.isLoading} className="flex items-start gap-3">
              <Switch
                checked={features.includes(feature)}
                onChange={(on) => void turn(feature, label, on)}
                className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border bg-surface-muted transition data-[checked]:bg-primary data-[disabled]:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <span
                  aria-hidden="true"
                  className="size-4 translate-x-1 rounded-full bg-fg-muted transition group-data-[checked]:translate-x-6 group-data-[checked]:bg-primary-fg"
                />
              </Switch>
              <div className="flex flex-col">
                <Label className="text-sm font-medium">{label}</Label>
                <Description className="text-sm text-fg-muted">{description}</Description>
              </div>
            </Field>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card as="section" aria-labelledby="host-features-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="host-features-heading" className="text-lg font-semibold">
          Features of {name}
        </h2>
        <p className="text-sm text-fg-muted">
          <a href={`/users/${encodeURIComponent(user.slug)}`} className={TEXT_LINK}>
            /users/{user.slug}
          </a>
        </p>
      </div>
      {content}
    </Card>
  );
}
