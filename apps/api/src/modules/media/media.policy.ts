import { canAddSocialMedia, canEditSocialMedia, type RsvpStatus } from '@socials/domain';
import type { Caller } from '../../core/caller';
import { isHostOrStaff, type SocialWithHosts } from '../socials';
import { mediaError } from './media.errors';

/** What the caller may do with a social's gallery (the social is one they may see). */
export interface GalleryAccess {
  social: SocialWithHosts;
  viewer: Caller | null;
  /** Hosts and staff: they see hidden items, hide them, keep the photobook. */
  manages: boolean;
  canUpload: boolean;
}

export function galleryAccessOf(social: SocialWithHosts, viewer: Caller | null, rsvpStatus: RsvpStatus | null): GalleryAccess {
  const manages = isHostOrStaff(social, viewer);
  return { social, viewer, manages, canUpload: viewer !== null && canAddSocialMedia({ managesSocial: manages, rsvpStatus }) };
}

export function requireUploader(access: GalleryAccess): void {
  if (!access.canUpload) throw mediaError('MEDIA_UPLOAD_FORBIDDEN', 'Only the hosts and confirmed guests of this social can add photos and videos');
}

export function requireGalleryManager(access: GalleryAccess, what: string): void {
  if (!access.manages) throw mediaError('MEDIA_HOSTS_ONLY', `Only the hosts of this social can ${what}`);
}

/** Whether the caller may caption or delete this item. */
export function canEditItem(access: GalleryAccess, item: { uploaderId: string }): boolean {
  return access.viewer !== null && canEditSocialMedia({ userId: access.viewer.userId, managesSocial: access.manages }, item);
}

/** A hidden item is for the hosts only: to anyone else it is not there. */
export function canSeeItem(access: GalleryAccess, item: { hidden: boolean }): boolean {
  return !item.hidden || access.manages;
}

/** A signed link shows a hidden item only when it was given to the social's hosts. */
export function canSeeLinkedItem(audience: 'hosts' | 'anyone', item: { hidden: boolean }): boolean {
  return !item.hidden || audience === 'hosts';
}

/** An archive or photobook is for the one who asked for it: to anyone else it is not there. */
export function requireJobRequester(viewer: Caller, job: { requesterId: string } | null): asserts job is { requesterId: string } {
  if (!job || job.requesterId !== viewer.userId) throw mediaError('MEDIA_NOT_FOUND', 'Download not found');
}
