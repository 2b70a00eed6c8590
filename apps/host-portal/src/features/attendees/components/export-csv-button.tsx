import { useExportAttendeesCsvMutation } from '@socials/api-client';
import { Button, toast, toastError } from '@socials/ui';
import { downloadText } from '../../../shared/download-text';

/** POST /socials/{id}/rsvp-summary-csv, saved as guests-{slug}.csv. */
export function ExportCsvButton({ socialId, slug }: { socialId: string; slug: string }) {
  const [exportCsv, { isLoading }] = useExportAttendeesCsvMutation();
  return (
    <Button
      variant="secondary"
      loading={isLoading}
      onClick={async () => {
        try {
          const csv = await exportCsv(socialId).unwrap();
          downloadText(csv, `guests-${slug}.csv`, 'text/csv;charset=utf-8');
          toast.success('Guest list downloaded');
        } catch (error) {
          toastError(error);
        }
      }}
    >
      Export CSV
    </Button>
  );
}
