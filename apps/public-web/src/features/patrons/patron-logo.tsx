import type { PatronBadge } from '@socials/domain';

/** The patron's logo, or its initials on a tile when it has none; decorative beside its name. */
export function PatronLogo({ patron, size = 48 }: { patron: Pick<PatronBadge, 'name' | 'logoUrl'>; size?: number }) {
  const style = { width: size, height: size };
  if (patron.logoUrl)
    return (
      <img
        src={patron.logoUrl}
        alt=""
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-md border border-border bg-surface object-contain"
      />
    );
  const initials = patron.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      style={style}
      className="inline-flex shrink-0 items-center justify-center rounded-md border border-border bg-surface-muted text-sm font-semibold text-fg"
    >
      {initials}
    </span>
  );
}
