/** The first segment of an invoice approval tab's name. */
export const invoiceApprovalTabPrefix = 'invoice_approval';

/** The approval tab of an invoice: 'invoice_approval/{business}/{id}', the business its list row names. */
export const invoiceApprovalTab = (swhandle: string, id: string) =>
  `${invoiceApprovalTabPrefix}/${encodeURIComponent(swhandle || '-')}/${encodeURIComponent(id)}`;

/** The business and invoice an approval tab's name holds, or null for another name. */
export function parseInvoiceApprovalTab(name: string): { swhandle: string | null; id: string } | null {
  const [head, swhandle, id, ...rest] = name.split('/');
  if (head !== invoiceApprovalTabPrefix || !swhandle || !id || rest.length) return null;
  const business = decodeURIComponent(swhandle);
  return { swhandle: business === '-' ? null : business, id: decodeURIComponent(id) };
}

/** How a document's status and restriction level show: their labels (i18n keys), never the stored value. */
export const documentStatusLabels: Record<string, string> = {
  pending: 'Pending',
  uploaded: 'Uploaded',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const restrictionLabels: Record<string, string> = { block: 'Block', warn: 'Warn', none: 'None' };
