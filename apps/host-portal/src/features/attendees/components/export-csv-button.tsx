import { useExportAttendeesCsvMutation } from '@socials/api-client';
import { Button, toast, toastError } from '@socials/ui';

/** Hands text to the browser as a file download. */
function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

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
