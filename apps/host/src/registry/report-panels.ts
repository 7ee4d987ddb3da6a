import { type Ranked, RankedRegistry } from '@muster/folder-engine';
import type { ReportConfig, ReportFilterValues } from '@muster/protocol';
import type { ComponentType } from 'react';

/** A report view about to show: its report's config. */
export interface ReportSubject {
  config: ReportConfig;
}

export interface ReportPanelProps {
  config: ReportConfig;
  /** The filters applied to the report, as its txn takes them (a period as IST instants). */
  filters: ReportFilterValues;
}

/** What a report view shows beside its rows: the documents of each row's subject (a worker's forms). */
export interface ReportPanelEntry extends Ranked<ReportSubject> {
  Panel: ComponentType<ReportPanelProps>;
}

export const reportPanels = new RankedRegistry<ReportSubject, ReportPanelEntry>();
