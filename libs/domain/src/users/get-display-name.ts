/**
 * Loose on purpose: these helpers serve the API's UserSummary, PublicUser and Me as well as
 * half-filled form values, so every field may be missing or null.
 */
export interface NameableUser {
  displayName?: string | null;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  curPosition?: {
    title?: string | null;
    organization?: { name?: string | null; isVerified?: boolean | null } | null;
  } | null;
  curAcademic?: {
    degree?: string | null;
    classOfGraduation?: number | null;
    school?: { name?: string | null; isVerified?: boolean | null } | null;
  } | null;
}

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

const joinParts = (parts: readonly (string | number | null | undefined)[]): string =>
  parts
    .map((part) => (typeof part === 'number' ? String(part) : clean(part)))
    .filter((part) => part !== '')
    .join(', ');

/** The name to show: the chosen display name, else `name`, else first and last name. Empty when nothing is known. */
export function getDisplayName(user: NameableUser | null | undefined): string {
  if (!user) return '';
  return clean(user.displayName) || clean(user.name) || [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
}

/** "Ada L." — first name and last initial; falls back to the display name when there is no first name. */
export function getShortName(user: NameableUser | null | undefined): string {
  const first = clean(user?.firstName);
  if (!first) return getDisplayName(user);
  const initial = clean(user?.lastName).charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

function positionHeadline(user: NameableUser): string {
  return joinParts([user.curPosition?.title, user.curPosition?.organization?.name]);
}

function academicHeadline(user: NameableUser): string {
  const academic = user.curAcademic;
  return joinParts([academic?.degree, academic?.classOfGraduation, academic?.school?.name]);
}

/** "Title, Organization" from the current position, else "Degree, 2012, School" from the academic record. */
export function getHeadline(user: NameableUser | null | undefined): string {
  if (!user) return '';
  return positionHeadline(user) || academicHeadline(user);
}

/** Whether the organization (or school) behind the shown headline is verified. */
export function isHeadlineVerified(user: NameableUser | null | undefined): boolean {
  if (!user) return false;
  if (positionHeadline(user)) return user.curPosition?.organization?.isVerified === true;
  if (academicHeadline(user)) return user.curAcademic?.school?.isVerified === true;
  return false;
}
