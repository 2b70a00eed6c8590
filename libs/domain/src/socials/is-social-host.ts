/** Owner and co-hosts are treated alike for host checks. */
export function isSocialHost(social: { owner: { id: string }; hosts: readonly { id: string }[] }, userId: string | null | undefined): boolean {
  if (!userId) return false;
  return social.owner.id === userId || social.hosts.some((host) => host.id === userId);
}
