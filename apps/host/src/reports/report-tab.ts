/** The first segment of a report view tab's name. */
export const reportTabPrefix = 'view_report';

/** The report view tab of a report: 'view_report/{name}' (spec 000 §2 'Report view'). */
export const reportTab = (name: string) => `${reportTabPrefix}/${encodeURIComponent(name)}`;
