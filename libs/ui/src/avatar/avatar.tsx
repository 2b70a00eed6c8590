import { IMAGE_SIZES, nameInitials, sizedImageUrl, type ImageSize } from '@socials/domain';
import { cx } from '../internal/cx';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const PIXELS: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 64, xl: 96 };
/** The photo is loaded at twice its shown size: one of the sizes the image-resize call makes. */
const IMAGES: Record<AvatarSize, ImageSize> = { sm: IMAGE_SIZES.avatarSm, md: IMAGE_SIZES.avatarMd, lg: IMAGE_SIZES.avatarLg, xl: IMAGE_SIZES.avatarXl };
const CLASSES: Record<AvatarSize, string> = { sm: 'size-6 text-[0.625rem]', md: 'size-8 text-xs', lg: 'size-16 text-xl', xl: 'size-24 text-3xl' };

export interface AvatarProps {
  /** Whose face: its initials stand in when there is no photo. */
  name: string;
  photoUrl?: string | null;
  size?: AvatarSize;
  className?: string;
}

/**
 * A person's photo, loaded at twice its shown size (sharp on high-density screens), or the default
 * avatar: their initials on a plain disc. Decorative: the name is always written beside it.
 */
export function Avatar({ name, photoUrl, size = 'md', className }: AvatarProps) {
  const box = cx('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', CLASSES[size], className);
  if (photoUrl) {
    const pixels = PIXELS[size];
    return <img src={sizedImageUrl(photoUrl, IMAGES[size])} alt="" width={pixels} height={pixels} loading="lazy" className={cx(box, 'object-cover')} />;
  }
  return (
    <span aria-hidden="true" data-testid="default-avatar" className={cx(box, 'bg-surface-muted font-semibold text-fg')}>
      {nameInitials(name)}
    </span>
  );
}
