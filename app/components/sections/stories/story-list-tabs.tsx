import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import type { StoryListTab } from '#contracts/content/story.ts';
import type { StoryListPage } from '#contracts/content/success-stories.ts';
import type { StoryCardData } from '#app/.server/story-views.ts';
import { StoryGrid } from './story-grid.tsx';

type StoryListTabsProps = {
  lists: Record<StoryListTab, StoryCardData[]>;
  copy: Pick<StoryListPage, 'tabs' | 'tabsLabel' | 'readMore' | 'empty'>;
};

/**
 * The two lists of /success-stories under APG tabs, implementation first. A chosen list fades
 * in (CSS, off under reduced motion); the default is simply there, as prerendered.
 */
export function StoryListTabs({ lists, copy }: StoryListTabsProps) {
  return (
    <Tabs name="stories" values={copy.tabs.map((tab) => tab.value)} className="story-list-tabs">
      <TabsList aria-label={copy.tabsLabel} className="mx-auto mb-10 flex w-fit max-w-full">
        {copy.tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="sm:px-6">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {copy.tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} data-testid={`stories-${tab.value}`}>
          <StoryGrid
            stories={lists[tab.value]}
            readMore={copy.readMore}
            empty={copy.empty}
            priority={tab.value === copy.tabs[0]?.value}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
