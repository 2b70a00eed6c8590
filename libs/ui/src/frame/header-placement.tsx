import { createContext, useContext } from 'react';

/**
 * Where a piece of the header is drawn: in the wide screen's bar, where room is short and long lists
 * fold into menus, or in the phone's Menu panel (and anywhere else), where links stack one per line.
 */
export type HeaderPlacement = 'bar' | 'panel';

export const HeaderPlacementContext = createContext<HeaderPlacement>('panel');

export function useHeaderPlacement(): HeaderPlacement {
  return useContext(HeaderPlacementContext);
}
