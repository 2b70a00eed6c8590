/** The eleven profile completion steps, in the order the settings page shows them. */
export const PROFILE_COMPLETION_STEPS = [
  'PROFILE_PHOTO',
  'PHONE_NUMBER',
  'PERSONAL_EMAIL',
  'PERSONAL_DETAILS',
  'FUNCTION',
  'SCHOOL',
  'TAKE_ATTENDANCE',
  'TAKE_ATTENDANCE_WITH_DEPOSIT',
  'ASK_PUSH_NOTIFICATION',
  'ADD_TO_CALENDAR',
  'BRING_FRIENDS',
] as const;

/** The zod contract (user.schema.ts) exports the type of this name. */
type ProfileCompletionStep = (typeof PROFILE_COMPLETION_STEPS)[number];

/** The steps only the browser sees happen (the notification prompt, a calendar export): the client reports them. */
export const CLIENT_REPORTED_STEPS = ['ASK_PUSH_NOTIFICATION', 'ADD_TO_CALENDAR'] as const satisfies readonly ProfileCompletionStep[];

/** What the server knows of a user that decides each step. */
export interface ProfileCompletionFacts {
  photoPath: string | null;
  hasPhone: boolean;
  firstName: string | null;
  lastName: string | null;
  currentCity: string | null;
  functions: readonly string[];
  hasAcademicEntry: boolean;
  /** Categories of the user's verified e-mails. */
  verifiedEmailCategories: readonly string[];
  /** Socials the user was checked in at. */
  attendedCount: number;
  /** Of those, socials whose ticket carried a deposit. */
  attendedWithDepositCount: number;
  reportedSteps: readonly string[];
  /** People who joined through one of the user's invite codes. */
  referralCount: number;
}

export interface ProfileCompletion {
  steps: { step: ProfileCompletionStep; done: boolean }[];
  completed: number;
  total: number;
  /** Whole percent, 0–100. */
  percent: number;
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

const RULES: Record<ProfileCompletionStep, (facts: ProfileCompletionFacts) => boolean> = {
  PROFILE_PHOTO: (f) => filled(f.photoPath),
  PHONE_NUMBER: (f) => f.hasPhone,
  // A personal address: a verified one that is no work or school address.
  PERSONAL_EMAIL: (f) => f.verifiedEmailCategories.includes('GENERAL'),
  PERSONAL_DETAILS: (f) => filled(f.firstName) && filled(f.lastName) && filled(f.currentCity),
  FUNCTION: (f) => f.functions.length > 0,
  SCHOOL: (f) => f.hasAcademicEntry,
  TAKE_ATTENDANCE: (f) => f.attendedCount > 0,
  TAKE_ATTENDANCE_WITH_DEPOSIT: (f) => f.attendedWithDepositCount > 0,
  ASK_PUSH_NOTIFICATION: (f) => f.reportedSteps.includes('ASK_PUSH_NOTIFICATION'),
  ADD_TO_CALENDAR: (f) => f.reportedSteps.includes('ADD_TO_CALENDAR'),
  BRING_FRIENDS: (f) => f.referralCount > 0,
};

/** Which of the eleven steps the user has done, and how far along they are. */
export function profileCompletion(facts: ProfileCompletionFacts): ProfileCompletion {
  const steps = PROFILE_COMPLETION_STEPS.map((step) => ({ step, done: RULES[step](facts) }));
  const completed = steps.filter((s) => s.done).length;
  const total = steps.length;
  return { steps, completed, total, percent: Math.round((completed / total) * 100) };
}

/** What each step asks of the user, for the settings page's checklist. */
export const PROFILE_COMPLETION_STEP_LABELS: Record<ProfileCompletionStep, string> = {
  PROFILE_PHOTO: 'Add a profile photo',
  PHONE_NUMBER: 'Add your phone number',
  PERSONAL_EMAIL: 'Verify a personal e-mail address',
  PERSONAL_DETAILS: 'Add your name and city',
  FUNCTION: 'Choose your job function',
  SCHOOL: 'Add your school',
  TAKE_ATTENDANCE: 'Check in at a social',
  TAKE_ATTENDANCE_WITH_DEPOSIT: 'Check in at a social with a deposit',
  ASK_PUSH_NOTIFICATION: 'Turn on browser notifications',
  ADD_TO_CALENDAR: 'Add a social to your calendar',
  BRING_FRIENDS: 'Bring a friend with your invite link',
};
