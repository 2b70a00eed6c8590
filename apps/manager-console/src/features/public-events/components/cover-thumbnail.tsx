import { IMAGE_SIZES, sizedImageUrl } from '@socials/domain';

/** The social's cover as its card on the public site shows it (the card size), so the reviewer judges the picture too. */
export function CoverThumbnail({ url, title }: { url: string | null; title: string }) {
  if (!url) return <p className="text-xs text-fg-muted italic">No cover image</p>;
  return (
    <img
      src={sizedImageUrl(url, IMAGE_SIZES.socialCard)}
      alt={`Cover of ${title}`}
      width={IMAGE_SIZES.socialCard.width}
      height={IMAGE_SIZES.socialCard.height}
      loading="lazy"
      className="aspect-[2/1] h-auto w-full max-w-48 rounded-md border border-border object-cover"
    />
  );
}
