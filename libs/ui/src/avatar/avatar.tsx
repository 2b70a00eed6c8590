import { nameInitials, sizedImageUrl } from '@socials/domain';
import { cx } from '../internal/cx';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const PIXELS: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 64, xl: 96 };
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
    return <img src={sizedImageUrl(photoUrl, { width: pixels * 2, height: pixels * 2 })} alt="" width={pixels} height={pixels} loading="lazy" className={cx(box, 'object-cover')} />;
  }
  return (
    <span aria-hidden="true" data-testid="default-avatar" className={cx(box, 'bg-surface-muted font-semibold text-fg')}>
      {nameInitials(name)}
    </span>
  );
}
