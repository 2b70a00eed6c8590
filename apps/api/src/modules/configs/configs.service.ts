import { CONFIG_GROUPS, checkConfigGroup, resolveConfigGroup, type ConfigGroup, type ConfigValues } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { findStoredConfigs, lockStoredConfig, saveConfig } from './configs.repo';
import { requireConfigEditor } from './configs.policy';
import { configsError } from './configs.errors';

/** One group of settings as the product uses it: what staff stored over the defaults. */
export async function readConfig<G extends ConfigGroup>(db: DbOrTx, group: G): Promise<ConfigValues[G]> {
  const stored = await findStoredConfigs(db, [group]);
  return resolveConfigGroup(group, stored.get(group));
}

/** Every group of settings. */
export async function readAllConfigs(db: DbOrTx): Promise<ConfigValues> {
  const stored = await findStoredConfigs(db, CONFIG_GROUPS);
  const values = Object.fromEntries(CONFIG_GROUPS.map((group) => [group, resolveConfigGroup(group, stored.get(group))]));
  return values as unknown as ConfigValues;
}

/**
 * Staff change some keys of a group; the others keep what they had (their default while never
 * changed). The group's rules between keys are checked on the result.
 */
export async function changeConfig<G extends ConfigGroup>(db: DbOrTx, viewer: Caller, group: G, patch: Partial<ConfigValues[G]>): Promise<ConfigValues[G]> {
  requireConfigEditor(viewer);
  return withTransaction(db, async (tx) => {
    const stored = await lockStoredConfig(tx, group, viewer.userId);
    const next = { ...stored, ...patch } as Record<string, unknown>;
    const values = resolveConfigGroup(group, next);
    const faults = checkConfigGroup(group, values);
    if (faults.length > 0) throw configsError('CONFIG_INVALID', faults[0]?.message ?? 'Invalid settings', { fieldErrors: faults });
    await saveConfig(tx, group, next, viewer.userId);
    return values;
  });
}
