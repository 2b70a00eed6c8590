import type { Caller } from '../../core/caller';
import { configsError } from './configs.errors';

/** The settings are staff's to change; everyone reads them. */
export function requireConfigEditor(viewer: Caller): void {
  if (!viewer.isAdmin) throw configsError('STAFF_ONLY', 'Only staff can change the settings');
}
