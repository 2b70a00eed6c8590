import { CONFIG_DEFAULTS, CONFIG_GROUPS, type ConfigGroup } from '@socials/domain';
import { anyone, type AreaMatrix, type MatrixEntry, staffOnly } from '../../security/matrix';
import { findStoredConfigs } from './configs.repo';

/** A change to one key of each group, to the value it reads by default. */
const SAMPLE_PATCHES: Record<ConfigGroup, object> = {
  social: { banners: CONFIG_DEFAULTS.social.banners },
  circle: { firstEmailVerificationReward: CONFIG_DEFAULTS.circle.firstEmailVerificationReward },
  admin: { topUserSchools: CONFIG_DEFAULTS.admin.topUserSchools },
  proposal: { defaultQuorum: CONFIG_DEFAULTS.proposal.defaultQuorum },
  newsletter: { supportedCities: CONFIG_DEFAULTS.newsletter.supportedCities },
  payment: { attendanceDepositCents: CONFIG_DEFAULTS.payment.attendanceDepositCents },
  partnerMenus: { yp2022: CONFIG_DEFAULTS.partnerMenus.yp2022 },
};

/** GET /api/configs/payment is in the payments area's matrix. */
const groupEntries = (group: ConfigGroup): MatrixEntry[] => [
  ...(group === 'payment' ? [] : [{ route: `GET /api/configs/${group}` as const, expect: anyone, request: () => ({}) }]),
  {
    route: `PATCH /api/configs/${group}` as const,
    expect: staffOnly,
    request: () => ({ payload: SAMPLE_PATCHES[group], writes: { config: group } }),
  },
];

/** Who may call the routes of the settings: everyone reads, staff change. */
export const matrix: AreaMatrix = {
  entries: [{ route: 'GET /api/configs', expect: anyone, request: () => ({}) }, ...CONFIG_GROUPS.flatMap(groupEntries)],
  watches: { config: async (db, key) => (await findStoredConfigs(db, [key])).get(key) ?? null },
};
