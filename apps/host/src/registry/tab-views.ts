import { type Ranked, RankedRegistry } from '@muster/folder-engine';
import type { BusinessEnv, BusinessSettings } from '@muster/protocol';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

export interface TabViewProps {
  /** The tab's name, the part of the path after /tabs/. */
  name: string;
}

/** What a tab view's tester reads: the tab's name and the user's roles. */
export interface TabSubject {
  name: string;
  /** The name's first segment, the folder of a folder tab. */
  head: string;
  /** The segments after it. */
  rest: readonly string[];
  env: BusinessEnv;
}

export interface TabViewEntry extends Ranked<TabSubject> {
  /** Which of spec 000 §2's tab kinds it is: tests and readers name a view by it. */
  kind: string;
  View: ComponentType<TabViewProps>;
  /** What its tab says, when the view names its tab itself (a report's name, a document's). */
  title?: (name: string, settings: BusinessSettings, language: string, t: TFunction) => string | undefined;
}

/**
 * The ranks tab views register at (README.md in this folder): a name the view owns outright
 * beats a list kept to one value, which beats a named prefix, a folder whose tabs follow the
 * user's roles, a path under any folder, and a folder's own list or form.
 */
export const tabRank = {
  folder: 1,
  folderPath: 2,
  folderByRole: 3,
  prefix: 4,
  filteredList: 5,
  named: 6,
} as const;

export const tabViews = new RankedRegistry<TabSubject, TabViewEntry>();

/** The view a `/tabs/{name}` opens (spec 000 §2 "Routes"). */
export function chooseTabView(name: string, env: BusinessEnv): TabViewEntry {
  const [head = '', ...rest] = name.split('/');
  const entry = tabViews.choose({ name, head, rest, env });
  // the folder list and form apply to every name: none chosen means the host registered nothing
  if (!entry) throw new Error(`No tab view is registered for '${name}': see apps/host/src/composition.ts`);
  return entry;
}
