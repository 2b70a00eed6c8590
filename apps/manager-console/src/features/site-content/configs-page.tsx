import { useState, type FormEvent } from 'react';
import { mapFieldErrors, useGetConfigsQuery, useUpdateConfigMutation } from '@socials/api-client';
import { CONFIG_GROUPS, type ConfigGroup, type ConfigsReply } from '@socials/domain';
import { Button, Card, LoadError, PageLoader, toast, toastError, useDocumentTitle } from '@socials/ui';
import { FieldControl } from './field-control';
import { CONFIG_FIELDS, CONFIG_GROUP_LABELS, fieldOfFault, fromFormValues, toFormValues, type FormValues } from './form-fields';

/** /configs — the settings staff change without a deployment, one form per group. */
export function ConfigsPage() {
  useDocumentTitle('Settings');
  const { data, error, isLoading, refetch } = useGetConfigsQuery();

  let content;
  if (isLoading) content = <PageLoader label="Loading the settings…" />;
  else if (!data) content = <LoadError error={error} onRetry={refetch} />;
  else content = CONFIG_GROUPS.map((group) => <ConfigGroupForm key={group} group={group} configs={data} />);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <p className="text-fg-muted">Each group is saved on its own. A setting you never changed keeps its default.</p>
      {content}
    </div>
  );
}

function ConfigGroupForm({ group, configs }: { group: ConfigGroup; configs: ConfigsReply }) {
  const specs = CONFIG_FIELDS[group];
  const label = CONFIG_GROUP_LABELS[group];
  const [values, setValues] = useState<FormValues>(() => toFormValues(specs, configs[group]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdateConfigMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await update({ group, body: fromFormValues(specs, values) as never }).unwrap();
      setValues(toFormValues(specs, saved));
      toast.success(`${label} settings saved`);
    } catch (failure) {
      const faults = mapFieldErrors(
        failure,
        specs.map((spec) => spec.key),
      );
      if (faults.length === 0) {
        toastError(failure);
        return;
      }
      const next: Record<string, string> = {};
      for (const fault of faults) {
        const key = fieldOfFault(specs, fault.field);
        if (key && !next[key]) next[key] = fault.message;
      }
      setErrors(next);
      toast.error(`${label} settings were not saved: check the fields marked`);
    }
  };

  const headingId = `config-${group}-title`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {label}
        </h2>
        {specs.map((spec) => (
          <FieldControl
            key={spec.key}
            spec={spec}
            value={values[spec.key]}
            error={errors[spec.key]}
            disabled={isLoading}
            onChange={(value) => setValues((current) => ({ ...current, [spec.key]: value }))}
          />
        ))}
        <Button type="submit" className="self-start" disabled={isLoading}>
          Save {label.toLowerCase()} settings
        </Button>
      </form>
    </Card>
  );
}
