import type { CurAcademic, CurPosition, VerifiedEmail } from '@socials/domain';

const sameName = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The position as stored: its organization is verified when the user verified a work e-mail of an
 * organization of that name, and then carries that organization's id (its e-mail domain). What the
 * client said about isVerified does not count.
 */
export function withVerifiedOrganization(position: CurPosition, verifiedEmails: readonly VerifiedEmail[]): CurPosition {
  const proof = verifiedEmails.find((e) => e.emailCategory === 'COMPANY' && sameName(e.organization?.name, position.organization.name));
  const organization = proof?.organization
    ? { ...position.organization, id: proof.organization.id, isVerified: true }
    : { ...position.organization, isVerified: false };
  return { ...position, organization };
}

/** The academic entry as stored: its school is verified when the user verified an e-mail of that school. */
export function withVerifiedSchool(academic: CurAcademic, verifiedEmails: readonly VerifiedEmail[]): CurAcademic {
  const isVerified = verifiedEmails.some((e) => e.emailCategory === 'SCHOOL' && sameName(e.organization?.name, academic.school.name));
  return { ...academic, school: { ...academic.school, isVerified } };
}
