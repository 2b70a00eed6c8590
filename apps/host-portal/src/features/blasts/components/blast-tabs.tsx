import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { TicketTier } from '@socials/domain';
import { headingTag, subLevel, type HeadingLevel } from '../heading-level';
import { BlastComposer } from './blast-composer';
import { BlastHistory } from './blast-history';
import { ScheduledBlasts } from './scheduled-blasts';

export interface BlastTabsProps {
  /** A social's guests, or (none) the sender's subscribers. */
  socialId?: string;
  /** A circle's members instead of a social's guests. */
  circleId?: string;
  timezone: string;
  tiers?: readonly Pick<TicketTier, 'id' | 'name'>[];
  /** The level of each panel's heading (read out, not shown): 2 right under the page's title. */
  headingLevel?: HeadingLevel;
}

/** Compose, Scheduled and History, as tabs (arrow keys move between them). */
export function BlastTabs({ socialId, circleId, timezone, tiers, headingLevel = 2 }: BlastTabsProps) {
  const PanelHeading = headingTag(headingLevel);
  const itemLevel = subLevel(headingLevel);
  return (
    <TabGroup className="flex flex-col gap-4">
      <TabList aria-label="Messages" className="flex gap-1 overflow-x-auto border-b border-border">
        {['Compose', 'Scheduled', 'History'].map((tab) => (
          <Tab
            key={tab}
            className="-mb-px shrink-0 cursor-pointer border-b-2 border-transparent px-4 py-2 text-sm font-medium text-fg-muted data-hover:text-fg data-selected:border-primary data-selected:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {tab}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        <TabPanel>
          <PanelHeading className="sr-only">Write a message</PanelHeading>
          <BlastComposer socialId={socialId} circleId={circleId} timezone={timezone} tiers={tiers} headingLevel={itemLevel} />
        </TabPanel>
        <TabPanel>
          <PanelHeading className="sr-only">Scheduled messages</PanelHeading>
          <ScheduledBlasts socialId={socialId} circleId={circleId} timezone={timezone} tiers={tiers} headingLevel={itemLevel} />
        </TabPanel>
        <TabPanel>
          <PanelHeading className="sr-only">Sent messages</PanelHeading>
          <BlastHistory socialId={socialId} circleId={circleId} timezone={timezone} headingLevel={itemLevel} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
