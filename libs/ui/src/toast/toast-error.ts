import { describeApiError } from '@socials/domain';
import { toast } from './toast-store';

/** The general error toast, for whatever a failed call throws. Returns the toast id. */
export function toastError(error: unknown): string {
  return toast.error(describeApiError(error));
}
