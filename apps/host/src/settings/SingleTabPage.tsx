import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** Profile and business settings: a page holding one named tab (spec 000 §2 "Settings"). */
export function SingleTabPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Tabs.Root defaultValue="only" className="flex h-full flex-col">
      <Tabs.List aria-label={title} className="flex border-b border-divider bg-surface px-2 pt-2">
        <Tabs.Trigger
          value="only"
          className="rounded-t-md border border-b-0 border-outline bg-page px-3 py-2 text-sm font-semibold text-brand"
        >
          {title}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="only" className="min-h-0 flex-1 overflow-auto p-2 sm:p-4">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
