import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { BlastVariable } from '@socials/domain';
import { Button } from '@socials/ui';

export interface VariableMenuProps {
  variables: readonly BlastVariable[];
  onInsert: (token: string) => void;
}

/** "Insert variable": each {{variable}} with what it becomes; the arrow keys move through them. */
export function VariableMenu({ variables, onInsert }: VariableMenuProps) {
  return (
    <Menu as="div" className="relative">
      <MenuButton as={Button} variant="secondary" size="sm" disabled={variables.length === 0}>
        Insert variable
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-20 mt-1 flex max-h-80 w-72 flex-col overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-lg focus:outline-none"
      >
        {variables.map((variable) => (
          <MenuItem key={variable.name}>
            <button
              type="button"
              onClick={() => onInsert(variable.token)}
              className="flex flex-col rounded px-3 py-2 text-left text-sm data-focus:bg-surface-muted"
            >
              <span className="font-mono font-medium">{variable.token}</span>
              <span className="text-fg-muted">{variable.description}</span>
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
