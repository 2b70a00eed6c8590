/**
 * The constant profile attribute lists (JOB_FUNCTIONS, USER_INDUSTRY_SECTOR_LIST,
 * USER_EXPERTISE_LIST, USER_LEARNING_INTEREST_LIST, USER_HOBBY_LIST). The web apps name the lists;
 * the entries are ours. Plain arrays (no zod) so that a page can list them cheaply.
 */
export const JOB_FUNCTIONS = [
  'Engineering',
  'Product',
  'Design',
  'Data & Analytics',
  'Marketing',
  'Sales',
  'Operations',
  'Finance',
  'Legal',
  'People & HR',
  'Founder',
  'Investor',
  'Research',
  'Consulting',
  'Student',
] as const;

export const USER_INDUSTRY_SECTOR_LIST = [
  'Artificial Intelligence',
  'Biotech & Health',
  'Climate & Energy',
  'Consumer',
  'Crypto & Web3',
  'Education',
  'Enterprise Software',
  'Fintech',
  'Gaming & Media',
  'Hardware & Robotics',
  'Real Estate',
  'Venture Capital',
  'Private Equity',
  'Public Sector',
  'Non-profit',
] as const;

export const USER_EXPERTISE_LIST = [
  'Machine Learning',
  'Software Architecture',
  'Fundraising',
  'Go-to-Market',
  'Growth',
  'Brand',
  'Product Management',
  'User Research',
  'Hiring',
  'Public Speaking',
  'Financial Modelling',
  'Mergers & Acquisitions',
  'Security',
  'Cloud Infrastructure',
] as const;

export const USER_LEARNING_INTEREST_LIST = [
  'Starting a company',
  'Raising money',
  'Angel investing',
  'Leadership',
  'AI tools',
  'Career change',
  'Negotiation',
  'Real estate investing',
  'Personal finance',
  'Writing',
] as const;

export const USER_HOBBY_LIST = [
  'Running',
  'Cycling',
  'Hiking',
  'Yoga',
  'Tennis',
  'Golf',
  'Cooking',
  'Wine',
  'Travel',
  'Photography',
  'Music',
  'Reading',
  'Chess',
  'Board games',
] as const;

export type JobFunction = (typeof JOB_FUNCTIONS)[number];
export type IndustrySector = (typeof USER_INDUSTRY_SECTOR_LIST)[number];
export type Expertise = (typeof USER_EXPERTISE_LIST)[number];
export type LearningInterest = (typeof USER_LEARNING_INTEREST_LIST)[number];
export type Hobby = (typeof USER_HOBBY_LIST)[number];

/** The profile's list fields (spec names) and the constant list each one picks from. */
export const PROFILE_LISTS = {
  functions: JOB_FUNCTIONS,
  sectors: USER_INDUSTRY_SECTOR_LIST,
  exp: USER_EXPERTISE_LIST,
  learnOff: USER_LEARNING_INTEREST_LIST,
  hobbies: USER_HOBBY_LIST,
} as const;

export type ProfileListField = keyof typeof PROFILE_LISTS;

/** Most entries a user may pick from one list. */
export const MAX_PROFILE_LIST_PICKS = 10;
