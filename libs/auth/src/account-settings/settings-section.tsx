import type { ReactNode } from 'react';
import { Card } from '@socials/ui';

export interface SettingsSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One part of the settings page: a card with its heading, named for assistive technology by it. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
