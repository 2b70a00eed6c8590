/** Only staff review public socials; a host's own edit never changes the approval status. */
export function canSetApprovalStatus(viewer: { isAdmin: boolean } | null | undefined): boolean {
  return viewer?.isAdmin === true;
}
