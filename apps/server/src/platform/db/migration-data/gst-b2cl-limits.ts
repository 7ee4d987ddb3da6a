/**
 * The invoice value above which an inter-State supply to an unregistered person is reported
 * invoice by invoice in table 5 of GSTR-1 (B2CL), else summed in table 7 (B2CS) (issue #31
 * item 5; migration 165): paise, the IST day a return's invoices are read under it from, and
 * its source. A new limit is a new row from its day.
 */
export const gstB2clLimits = [
  {
    effective_from: '2017-07-01',
    limit: 25_000_000,
    source:
      'Form GSTR-1 table 5, CGST Rules 2017 r. 59(1) (from 01.07.2017); r. 59(4)(a)(ii) as substituted by Notification 82/2020-Central Tax dated 10.11.2020 (from 01.01.2021): invoice value more than two and a half lakh rupees',
  },
  {
    effective_from: '2024-08-01',
    limit: 10_000_000,
    source:
      'CGST Rules 2017 r. 59(4)(a)(ii) as amended by Notification 12/2024-Central Tax dated 10.07.2024 (CGST (Amendment) Rules 2024), from 01.08.2024: "one lakh rupees" for "two and a half lakh rupees" (GSTN advisory of 03.09.2024)',
  },
] as const;
