import { z } from 'zod';
import { isWebsiteUrl, PARTNER_MENU_DEFAULTS, type PartnerMenuSettings, type PartnerMenus } from './partner-menu';
import { ConferenceConfig, type FieldError, MoneyCents } from '../common/common.schema';

/**
 * The settings staff change without a deployment, in the groups the API
 * serves them in (GET /configs/<group>). Each group has a default for every key: a stored group
 * is read over its defaults, so a key added later reads its default until staff change it.
 */

const Label = z.string().trim().min(1).max(120);
const LabelList = z.array(Label).max(100);
const Days = z.number().int().min(0).max(365);

export const ConfigCity = z.object({ name: Label, country: Label });
export type ConfigCity = z.infer<typeof ConfigCity>;

export const SocialConfig = z
  .object({
    cityDefault: Label.describe('The city a visitor sees first'),
    cities: z.array(ConfigCity).min(1).max(100).describe('Cities offered on the socials pages, with their country'),
    curationEngineAttendee: z.boolean().describe('Whether the curation engine picks attendees'),
    banners: z.string().max(2000).describe('Banners shown above the lists, comma-separated'),
  })
  .strict();
export type SocialConfig = z.infer<typeof SocialConfig>;

export const EmailVerificationReward = z.object({ general: z.number().int().min(0).max(100_000), company: z.number().int().min(0).max(100_000) });

export const CircleConfig = z
  .object({
    firstEmailVerificationReward: EmailVerificationReward.strict().describe('Points for the first verified e-mail of each kind'),
  })
  .strict();
export type CircleConfig = z.infer<typeof CircleConfig>;

export const AdminConfig = z
  .object({
    topUserCompanies: LabelList.describe('Companies whose people the CRM ranks first'),
    topUserSchools: LabelList.describe('Schools whose people the CRM ranks first'),
  })
  .strict();
export type AdminConfig = z.infer<typeof AdminConfig>;

export const ProposalConfig = z
  .object({
    socialActivities: LabelList.min(1).describe('Activities a proposal can suggest'),
    defaultQuorum: z.number().int().min(1).max(10_000),
    defaultMaxCapacity: z.number().int().min(1).max(100_000),
    deadlineDays: Days.describe('Days a free proposal stays open for votes'),
    paidDeadlineDays: Days.describe('Days a paid proposal stays open for votes'),
    paidDeadlineLimitDays: Days.describe('Longest a paid proposal may stay open'),
    visibilityHelpText: z.string().trim().max(1000),
    creatorPointsReward: z.number().int().min(0).max(100_000),
  })
  .strict();
export type ProposalConfig = z.infer<typeof ProposalConfig>;

export const NewsletterConfig = z
  .object({
    supportedCities: LabelList.describe('Cities a newsletter can be about'),
  })
  .strict();
export type NewsletterConfig = z.infer<typeof NewsletterConfig>;

export const PaymentsConfig = z
  .object({
    paidProposalPriceCents: MoneyCents.describe('What joining a paid proposal costs'),
    attendanceDepositCents: MoneyCents.describe('Deposit suggested to hosts who take attendance'),
  })
  .strict();
export type PaymentsConfig = z.infer<typeof PaymentsConfig>;

const PartnerMenu = z
  .object({
    websiteLabel: z.string().trim().max(120).describe("The website link's text"),
    websiteUrl: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => url === '' || isWebsiteUrl(url), 'An http:// or https:// address, or empty for none')
      .describe("The partner's website, opened in a new tab; empty for none"),
  })
  .strict() satisfies z.ZodType<PartnerMenuSettings>;

/** The menus of the partner communities (partners/partner-menu.ts). */
export const PartnerMenusConfig = z.object({ penn2012: PartnerMenu, ycp: PartnerMenu, yp2022: PartnerMenu }).strict() satisfies z.ZodType<PartnerMenus>;
export type PartnerMenusConfig = PartnerMenus;

export const CONFIG_GROUPS = ['social', 'circle', 'admin', 'proposal', 'newsletter', 'payment', 'partnerMenus'] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

export const CONFIG_SCHEMAS = {
  social: SocialConfig,
  circle: CircleConfig,
  admin: AdminConfig,
  proposal: ProposalConfig,
  newsletter: NewsletterConfig,
  payment: PaymentsConfig,
  partnerMenus: PartnerMenusConfig,
} as const satisfies Record<ConfigGroup, z.ZodTypeAny>;

export interface ConfigValues {
  social: SocialConfig;
  circle: CircleConfig;
  admin: AdminConfig;
  proposal: ProposalConfig;
  newsletter: NewsletterConfig;
  payment: PaymentsConfig;
  partnerMenus: PartnerMenusConfig;
}

/** What each key reads until staff change it. */
export const CONFIG_DEFAULTS: ConfigValues = {
  social: {
    cityDefault: 'New York',
    cities: [
      { name: 'New York', country: 'United States' },
      { name: 'San Francisco', country: 'United States' },
      { name: 'Los Angeles', country: 'United States' },
      { name: 'Philadelphia', country: 'United States' },
      { name: 'Singapore', country: 'Singapore' },
      { name: 'Hong Kong', country: 'Hong Kong' },
    ],
    curationEngineAttendee: false,
    banners: '',
  },
  circle: { firstEmailVerificationReward: { general: 10, company: 50 } },
  admin: { topUserCompanies: ['Google', 'Meta', 'Apple', 'Amazon', 'Netflix'], topUserSchools: ['Harvard', 'Stanford', 'MIT', 'Wharton', 'Columbia'] },
  proposal: {
    socialActivities: ['Dinner', 'Breakfast', 'Drinks', 'Panel', 'Workshop', 'Hike'],
    defaultQuorum: 5,
    defaultMaxCapacity: 20,
    deadlineDays: 7,
    paidDeadlineDays: 14,
    paidDeadlineLimitDays: 30,
    visibilityHelpText: 'Public proposals are listed for everyone; private ones only for people with the link.',
    creatorPointsReward: 100,
  },
  newsletter: { supportedCities: ['New York', 'San Francisco', 'Los Angeles'] },
  payment: { paidProposalPriceCents: 1000, attendanceDepositCents: 2000 },
  partnerMenus: PARTNER_MENU_DEFAULTS,
};

/** A change to one group: any of its keys, each whole (a list replaces the list). */
export const CONFIG_PATCHES = {
  social: SocialConfig.partial(),
  circle: CircleConfig.partial(),
  admin: AdminConfig.partial(),
  proposal: ProposalConfig.partial(),
  newsletter: NewsletterConfig.partial(),
  payment: PaymentsConfig.partial(),
  partnerMenus: PartnerMenusConfig.partial(),
} as const satisfies Record<ConfigGroup, z.ZodTypeAny>;

/**
 * A group's values: the stored keys over the defaults. A stored key that no longer passes the
 * group's rules (the rules tightened since) reads its default instead of breaking the page.
 */
export function resolveConfigGroup<G extends ConfigGroup>(group: G, stored: unknown): ConfigValues[G] {
  const defaults = CONFIG_DEFAULTS[group];
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  const shape = CONFIG_SCHEMAS[group].shape as Record<string, z.ZodTypeAny>;
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    const rule = shape[key];
    if (rule && rule.safeParse(value).success) merged[key] = value;
  }
  return merged as unknown as ConfigValues[G];
}

/** GET /configs: the deployment's conference and every group of settings. */
export const ConfigsReply = z.object({
  conference: ConferenceConfig.nullable(),
  social: SocialConfig,
  circle: CircleConfig,
  admin: AdminConfig,
  proposal: ProposalConfig,
  newsletter: NewsletterConfig,
  payment: PaymentsConfig,
  partnerMenus: PartnerMenusConfig,
  /** An https map tile address with {z}, {x} and {y} (MAP_TILE_URL): the event page draws the venue on its tile; null: a drawn map without tiles. */
  mapTileUrl: z.string().nullable(),
});
export type ConfigsReply = z.infer<typeof ConfigsReply>;

/**
 * Rules between the keys of a group, beyond each key's own: the default city is one of the
 * cities, and a paid proposal's deadline is within its limit. Faults name `body.<key>`.
 */
export function checkConfigGroup<G extends ConfigGroup>(group: G, values: ConfigValues[G]): FieldError[] {
  const faults: FieldError[] = [];
  if (group === 'social') {
    const social = values as SocialConfig;
    if (!social.cities.some((city) => city.name === social.cityDefault)) faults.push({ field: 'body.cityDefault', message: 'Choose one of the cities' });
  }
  if (group === 'proposal') {
    const proposal = values as ProposalConfig;
    if (proposal.paidDeadlineDays > proposal.paidDeadlineLimitDays)
      faults.push({ field: 'body.paidDeadlineDays', message: `At most the limit (${proposal.paidDeadlineLimitDays} days)` });
  }
  if (group === 'partnerMenus') {
    for (const [key, menu] of Object.entries(values as PartnerMenusConfig)) {
      if (menu.websiteUrl && !menu.websiteLabel) faults.push({ field: `body.${key}.websiteLabel`, message: 'Name the link to the website' });
    }
  }
  return faults;
}
