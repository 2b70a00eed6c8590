import { lazy, Suspense } from 'react';
import { cx } from '../internal/cx';
import { NAV_LINK } from './link-styles';
import type { MoreMenuProps } from './more-menu';

// The drop-down menu (Headless UI's, about 30 kB compressed) is in every header but opened by few:
// it loads just after the page, not with each app's first load.
const LoadedMoreMenu = lazy(async () => ({ default: (await import('./more-menu')).MoreMenu }));

/**
 * A header's menu button ("More", or the account's photo and name) and its drop-down. Until the
 * menu's code has loaded, a button of the same look stands in its place.
 */
export function HeaderMenu(props: MoreMenuProps) {
  const label = props.label ?? 'More';
  return (
    <Suspense
      fallback={
        <button type="button" disabled aria-haspopup="menu" className={cx('inline-flex items-center gap-1', NAV_LINK)}>
          {label}
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </button>
      }
    >
      <LoadedMoreMenu {...props} />
    </Suspense>
  );
}
