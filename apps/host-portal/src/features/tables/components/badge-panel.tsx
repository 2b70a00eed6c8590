import { useDownloadBadgesPdfMutation, useGetBadgeSettingsQuery, useUpdateBadgeSettingsMutation } from '@socials/api-client';
import type { BadgeLayout, BadgeSettings } from '@socials/domain';
import { Button, Card, Checkbox, downloadUrl, LoadError, PageLoader, toast, toastError } from '@socials/ui';

const LAYOUTS: { value: BadgeLayout; label: string }[] = [
  { value: 'BADGE', label: 'Name badges (six a page)' },
  { value: 'TENT', label: 'Table tents (folded, the name both ways)' },
];

const SHOWN: { key: 'showHeadline' | 'showTable' | 'showSocialTitle'; label: string }[] = [
  { key: 'showHeadline', label: 'Headline (position or school)' },
  { key: 'showTable', label: 'Table' },
  { key: 'showSocialTitle', label: 'Title of the social' },
];

/** What the printed badges and table tents show (saved on each change), and their PDFs. */
export function BadgePanel({ socialId }: { socialId: string }) {
  const settings = useGetBadgeSettingsQuery(socialId);
  const [updateSettings, saving] = useUpdateBadgeSettingsMutation();
  const [downloadPdf, downloading] = useDownloadBadgesPdfMutation();

  const save = async (body: BadgeSettings) => {
    try {
      await updateSettings({ socialId, body }).unwrap();
      toast.success('Badge settings saved');
    } catch (error) {
      toastError(error);
    }
  };
  const download = async (layout: BadgeLayout) => {
    try {
      const file = await downloadPdf({ socialId, rsvpIds: [], layout }).unwrap();
      downloadUrl(file.url, file.fileName);
      URL.revokeObjectURL(file.url);
      toast.success(layout === 'TENT' ? 'Table tents downloaded' : 'Badges downloaded');
    } catch (error) {
      toastError(error);
    }
  };

  let content;
  if (settings.isLoading) content = <PageLoader label="Loading the badge settings…" />;
  else if (!settings.data) content = <LoadError error={settings.error} onRetry={settings.refetch} />;
  else {
    const current = settings.data;
    content = (
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Default layout</legend>
          {LAYOUTS.map((layout) => (
            <label key={layout.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="badge-layout"
                className="size-4 accent-primary"
                value={layout.value}
                checked={current.layout === layout.value}
                disabled={saving.isLoading}
                onChange={() => void save({ ...current, layout: layout.value })}
              />
              {layout.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Show besides the name</legend>
          {SHOWN.map(({ key, label }) => (
            <Checkbox
              key={key}
              label={label}
              checked={current[key]}
              disabled={saving.isLoading}
              onChange={(event) => void save({ ...current, [key]: event.target.checked })}
            />
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button loading={downloading.isLoading && downloading.originalArgs?.layout === 'BADGE'} onClick={() => void download('BADGE')}>
            Download badges (PDF)
          </Button>
          <Button variant="secondary" loading={downloading.isLoading && downloading.originalArgs?.layout === 'TENT'} onClick={() => void download('TENT')}>
            Download table tents (PDF)
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card as="section" aria-labelledby="badges-heading">
      <h2 id="badges-heading" className="mb-3 text-lg font-semibold">
        Badges and table tents
      </h2>
      {content}
    </Card>
  );
}
