import { roundAmount } from '../rounding.js';
import type { IncomeTaxYear } from './year-rules.js';

/** A year's tax on a total income, step by step (each figure exact until the last). */
export interface AnnualTax {
  /** The total income rounded to the nearest ten rupees (s. 288A). */
  income: number;
  slabTax: number;
  /** s. 87A's rebate, marginal relief included. */
  rebate: number;
  surcharge: number;
  cess: number;
  /** Tax, surcharge and cess rounded to the nearest ten rupees (s. 288B). */
  total: number;
}

/** To the nearest ten rupees, a five counting up (Income-tax Act s. 288A for income, s. 288B for tax). */
const toTens = (amount: number) => roundAmount(amount / 10, 'nearest') * 10;

function slabTax(year: IncomeTaxYear, income: number): number {
  let tax = 0;
  year.slabs.forEach((slab, index) => {
    const next = year.slabs[index + 1]?.above ?? Number.POSITIVE_INFINITY;
    if (income > slab.above) tax += (Math.min(income, next) - slab.above) * slab.rate;
  });
  return tax;
}

/** s. 87A: up to the rebate for income up to the limit; above it (new regime), tax at most the excess. */
function rebateOf(year: IncomeTaxYear, income: number, tax: number): number {
  const { incomeLimit, max, marginalRelief } = year.rebate;
  if (income <= incomeLimit) return Math.min(tax, max);
  if (marginalRelief) return Math.max(0, tax - (income - incomeLimit));
  return 0;
}

/** The surcharge's rate for an income: the band whose threshold it exceeds. */
const surchargeRate = (year: IncomeTaxYear, income: number) =>
  year.surcharge.reduce((rate, band) => (income > band.above ? band.rate : rate), 0);

/**
 * The surcharge, with marginal relief: tax and surcharge on an income above a band's
 * threshold exceed the tax and surcharge at the threshold by at most the income above it
 * (Finance Act, First Schedule Part I Paragraph A provisos).
 */
function surchargeOf(year: IncomeTaxYear, income: number, tax: number): number {
  const rate = surchargeRate(year, income);
  if (rate === 0) return 0;
  const band = [...year.surcharge].reverse().find((entry) => income > entry.above);
  if (!band) return 0;
  const atThreshold = slabTax(year, band.above);
  const ceiling = atThreshold * (1 + surchargeRate(year, band.above)) + (income - band.above);
  return Math.max(0, Math.min(tax * rate, ceiling - tax));
}

/** The year's income tax on a total income under a regime's figures (payroll README "TDS on salary"). */
export function annualIncomeTax(year: IncomeTaxYear, totalIncome: number): AnnualTax {
  const income = toTens(Math.max(0, totalIncome));
  const gross = slabTax(year, income);
  const rebate = rebateOf(year, income, gross);
  const tax = gross - rebate;
  const surcharge = surchargeOf(year, income, tax);
  const cess = (tax + surcharge) * year.cessRate;
  return { income, slabTax: gross, rebate, surcharge, cess, total: toTens(tax + surcharge + cess) };
}
