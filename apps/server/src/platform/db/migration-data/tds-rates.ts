/**
 * Income-tax deducted at source on a contractor's bill (issue #31 item 8) that every
 * deployment starts with (migration 057), each with the day it applies from and its source.
 * The payee kind is read from the PAN: individual or HUF, any other holder, or no PAN.
 */
export const tdsRates = [
  {
    section: '194C',
    payee: 'individual_huf',
    rate: 0.01,
    effective_from: '2009-10-01',
    source:
      'Income-tax Act 1961 s. 194C(1)(i): 1% where the contractor is an individual or a HUF (Finance (No. 2) Act 2009, from 01.10.2009)',
  },
  {
    section: '194C',
    payee: 'others',
    rate: 0.02,
    effective_from: '2009-10-01',
    source:
      'Income-tax Act 1961 s. 194C(1)(ii): 2% where the contractor is any other person (Finance (No. 2) Act 2009, from 01.10.2009)',
  },
  {
    section: '206AA',
    payee: 'no_pan',
    rate: 0.2,
    effective_from: '2010-04-01',
    source:
      'Income-tax Act 1961 s. 206AA(1)(iii): 20% where the deductee does not furnish its PAN (Finance (No. 2) Act 2009, from 01.04.2010)',
  },
] as const;
