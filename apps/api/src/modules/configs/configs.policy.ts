import type { RequestAuth } from '../../http/plugins/auth';
import { configsError } from './configs.errors';

/** The settings are staff's to change; everyone reads them. */
export function requireConfigEditor(viewer: RequestAuth): void {
  if (!viewer.isAdmin) throw configsError('STAFF_ONLY', 'Only staff can change the settings');
}
