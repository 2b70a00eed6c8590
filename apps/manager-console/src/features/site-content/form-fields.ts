import { PARTNER_KEYS, type ConfigGroup, type ContentKind } from '@socials/domain';

/**
 * How a form edits one value: the text staff type (or the box they tick) and the value the API
 * takes. `key` is the value's dotted path in the body ("cities", "fields.company").
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'optionalText'
  | 'number'
  | 'date'
  /** Dollars typed, cents stored. */
  | 'money'
  /** The same, and empty means "agreed with sales" (null). */
  | 'optionalMoney'
  | 'boolean'
  /** One item per line. */
  | 'lines'
  /** Comma-separated. */
  | 'commaList'
  /** "City, Country" per line. */
  | 'cities'
  | 'select';

export interface FieldSpec {
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  options?: readonly { value: string; label: string }[];
}

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

function getPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), source);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1) ?? path] = value;
}

const dollars = (cents: unknown) => (typeof cents === 'number' ? String(cents / 100) : '');

/** What the form shows for each field of a stored value. */
export function toFormValues(specs: readonly FieldSpec[], source: unknown): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const value = getPath(source, spec.key);
    switch (spec.kind) {
      case 'boolean':
        values[spec.key] = value === true;
        break;
      case 'money':
      case 'optionalMoney':
        values[spec.key] = dollars(value);
        break;
      case 'lines':
        values[spec.key] = Array.isArray(value) ? value.join('\n') : '';
        break;
      case 'commaList':
        values[spec.key] = Array.isArray(value) ? value.join(', ') : '';
        break;
      case 'cities':
        values[spec.key] = Array.isArray(value) ? (value as { name: string; country: string }[]).map((city) => `${city.name}, ${city.country}`).join('\n') : '';
        break;
      default:
        values[spec.key] = value === undefined || value === null ? '' : String(value);
    }
  }
  return values;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A number typed, or the text itself when it is not one (the server then names the field). */
const numberOf = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The body the API takes for the form's values; an empty optional value is left out. */
export function fromFormValues(specs: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = values[spec.key];
    const text = typeof value === 'string' ? value : '';
    switch (spec.kind) {
      case 'boolean':
        setPath(body, spec.key, value === true);
        break;
      case 'number':
        setPath(body, spec.key, numberOf(text));
        break;
      case 'money': {
        const amount = numberOf(text);
        setPath(body, spec.key, typeof amount === 'number' ? Math.round(amount * 100) : text);
        break;
      }
      case 'optionalMoney': {
        const amount = numberOf(text);
        setPath(body, spec.key, text.trim() === '' ? null : typeof amount === 'number' ? Math.round(amount * 100) : text);
        break;
      }
      case 'lines':
        setPath(body, spec.key, lines(text));
        break;
      case 'commaList':
        setPath(
          body,
          spec.key,
          text
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        );
        break;
      case 'cities':
        setPath(
          body,
          spec.key,
          lines(text).map((line) => {
            const comma = line.lastIndexOf(',');
            return comma < 0 ? { name: line, country: '' } : { name: line.slice(0, comma).trim(), country: line.slice(comma + 1).trim() };
          }),
        );
        break;
      case 'optionalText':
        if (text.trim() !== '') setPath(body, spec.key, text.trim());
        break;
      default:
        setPath(body, spec.key, text);
    }
  }
  return body;
}

/** The field a server fault names ("cities.0.country" belongs to "cities"). */
export function fieldOfFault(specs: readonly FieldSpec[], faultPath: string): string | undefined {
  return specs.find((spec) => faultPath === spec.key || faultPath.startsWith(`${spec.key}.`))?.key;
}

const days = (label: string): FieldSpec => ({ key: '', label, kind: 'number', hint: 'Days' });

export const CONFIG_GROUP_LABELS: Record<ConfigGroup, string> = {
  social: 'Socials',
  circle: 'Circles',
  admin: 'Staff',
  proposal: 'Proposals',
  newsletter: 'Newsletters',
  payment: 'Payments',
  partnerMenus: 'Partner menus',
};

/** The form of each group of settings staff change without a deployment. */
export const CONFIG_FIELDS: Record<ConfigGroup, readonly FieldSpec[]> = {
  social: [
    { key: 'cities', label: 'Cities', kind: 'cities', hint: 'One per line: City, Country' },
    { key: 'cityDefault', label: 'Default city', kind: 'text', hint: 'One of the cities above' },
    { key: 'curationEngineAttendee', label: 'The curation engine picks attendees', kind: 'boolean' },
    { key: 'banners', label: 'Banners', kind: 'text', hint: 'Comma-separated' },
  ],
  circle: [
    { key: 'firstEmailVerificationReward.general', label: 'Points for a first verified personal e-mail', kind: 'number' },
    { key: 'firstEmailVerificationReward.company', label: 'Points for a first verified company e-mail', kind: 'number' },
  ],
  admin: [
    { key: 'topUserCompanies', label: 'Top companies', kind: 'lines', hint: 'One per line' },
    { key: 'topUserSchools', label: 'Top schools', kind: 'lines', hint: 'One per line' },
  ],
  proposal: [
    { key: 'socialActivities', label: 'Activities', kind: 'lines', hint: 'One per line' },
    { key: 'defaultQuorum', label: 'Default quorum', kind: 'number' },
    { key: 'defaultMaxCapacity', label: 'Default capacity', kind: 'number' },
    { ...days('Voting deadline'), key: 'deadlineDays' },
    { ...days('Voting deadline of a paid proposal'), key: 'paidDeadlineDays' },
    { ...days('Longest deadline of a paid proposal'), key: 'paidDeadlineLimitDays' },
    { key: 'visibilityHelpText', label: 'Visibility help text', kind: 'longText' },
    { key: 'creatorPointsReward', label: 'Points for the creator', kind: 'number' },
  ],
  newsletter: [{ key: 'supportedCities', label: 'Cities with a newsletter', kind: 'lines', hint: 'One per line' }],
  payment: [
    { key: 'paidProposalPriceCents', label: 'Price of a paid proposal', kind: 'money', hint: 'In dollars' },
    { key: 'attendanceDepositCents', label: 'Suggested attendance deposit', kind: 'money', hint: 'In dollars' },
  ],
  partnerMenus: PARTNER_KEYS.flatMap((key): FieldSpec[] => [
    { key: `${key}.websiteLabel`, label: `${key}: website link text`, kind: 'text' },
    {
      key: `${key}.websiteUrl`,
      label: `${key}: website address`,
      kind: 'text',
      hint: 'An http:// or https:// address, opened in a new tab; empty for a menu of Contact alone',
    },
  ]),
};

const optionalUrl = (key: string, label: string): FieldSpec => ({ key: `fields.${key}`, label, kind: 'optionalText', hint: 'An https:// address (optional)' });

/** The fields of each kind of page, beside title, address, summary and body. */
export const CONTENT_FIELD_SPECS: Record<ContentKind, readonly FieldSpec[]> = {
  BLOG: [
    { key: 'fields.author', label: 'Author', kind: 'text' },
    optionalUrl('coverImageUrl', 'Cover image'),
    { key: 'fields.tags', label: 'Tags', kind: 'commaList', hint: 'Comma-separated' },
  ],
  JOB: [
    { key: 'fields.company', label: 'Company', kind: 'text' },
    { key: 'fields.location', label: 'Location', kind: 'text' },
    {
      key: 'fields.employmentType',
      label: 'Employment',
      kind: 'select',
      options: [
        { value: 'FULL_TIME', label: 'Full time' },
        { value: 'PART_TIME', label: 'Part time' },
        { value: 'CONTRACT', label: 'Contract' },
        { value: 'INTERNSHIP', label: 'Internship' },
      ],
    },
    { key: 'fields.remote', label: 'Remote friendly', kind: 'boolean' },
    { key: 'fields.salary', label: 'Salary', kind: 'optionalText', hint: 'Optional, e.g. $150k–$180k' },
    optionalUrl('applyUrl', 'Where to apply'),
    { key: 'fields.bountyCents', label: 'Job bounty', kind: 'money', hint: 'In dollars, paid to whoever refers the person hired; 0 for none' },
  ],
  POST: [{ key: 'fields.category', label: 'Category', kind: 'optionalText' }],
  FAQ: [{ key: 'fields.category', label: 'Category', kind: 'optionalText' }],
  FEATURED_SPEAKER: [
    { key: 'fields.role', label: 'Role', kind: 'text' },
    { key: 'fields.company', label: 'Company', kind: 'text' },
    optionalUrl('photoUrl', 'Photo'),
    { key: 'fields.talkTitle', label: 'Talk', kind: 'optionalText' },
    { key: 'fields.eventName', label: 'Event', kind: 'optionalText' },
    optionalUrl('linkedinUrl', 'LinkedIn'),
  ],
  ENTERPRISE_PLAN: [
    { key: 'fields.priceCents', label: 'Price', kind: 'optionalMoney', hint: 'In dollars; empty for custom pricing' },
    {
      key: 'fields.billingPeriod',
      label: 'Billed',
      kind: 'select',
      options: [
        { value: 'MONTH', label: 'Monthly' },
        { value: 'YEAR', label: 'Yearly' },
        { value: 'EVENT', label: 'Per event' },
      ],
    },
    { key: 'fields.features', label: 'Features', kind: 'lines', hint: 'One per line' },
    { key: 'fields.highlighted', label: 'Highlight this plan', kind: 'boolean' },
    { key: 'fields.ctaLabel', label: 'Button label', kind: 'text' },
  ],
  TERMS: [
    { key: 'fields.version', label: 'Version', kind: 'text' },
    { key: 'fields.effectiveDate', label: 'In force from', kind: 'date' },
  ],
  PARTNERSHIP: [
    { key: 'fields.priceCents', label: 'Price', kind: 'optionalMoney', hint: 'In dollars; empty for custom pricing' },
    { key: 'fields.benefits', label: 'Benefits', kind: 'lines', hint: 'One per line' },
  ],
  SERIES: [
    { key: 'fields.tagline', label: 'Tagline', kind: 'optionalText' },
    { key: 'fields.city', label: 'City', kind: 'optionalText' },
    { key: 'fields.cadence', label: 'How often', kind: 'optionalText', hint: 'e.g. Every second Tuesday' },
  ],
};

/** A new entry's fields before staff type anything. */
export const CONTENT_FIELD_DEFAULTS: Record<ContentKind, Record<string, unknown>> = {
  BLOG: { tags: [] },
  JOB: { employmentType: 'FULL_TIME', remote: false, bountyCents: 0 },
  POST: {},
  FAQ: {},
  FEATURED_SPEAKER: {},
  ENTERPRISE_PLAN: { priceCents: null, billingPeriod: 'MONTH', features: [], highlighted: false, ctaLabel: 'Talk to sales' },
  TERMS: {},
  PARTNERSHIP: { priceCents: null, benefits: [] },
  SERIES: {},
};
