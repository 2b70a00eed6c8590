import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
}

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home, End) move between tabs and
 * show each, the panel is labelled by its tab.
 */
export interface TabsProps {
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  /** The tab list's accessible name. */
  label: string;
  children: ReactNode;
}

export function Tabs({ tabs, selected, onSelect, label, children }: TabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const move = (to: number) => {
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => {
          const isSelected = tab.id === tabs[index]?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px shrink-0 cursor-pointer border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${isSelected ? 'border-primary text-fg' : 'border-transparent text-fg-muted hover:text-fg'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[index]?.id ?? ''}`}
        tabIndex={0}
        className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {children}
      </div>
    </div>
  );
}
