/** The generate actions of spec 000 §2 "Sidebar", opening their bulk-generate tabs. */
export const quickActions = [
  { label: 'Payslips Generate', tab: 'payslips/generate' },
  { label: 'Invoices Generate', tab: 'invoices/generate' },
] as const;
