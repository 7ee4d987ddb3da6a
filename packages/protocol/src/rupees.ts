import { type Locale, localeTags } from './field-types/index.js';

/** Rupees as the user's language writes them, with the ₹ sign and paise: '₹24,184.00', '₹ 2,34,567.50'. */
export const rupeeFormat = (locale: Locale): Intl.NumberFormat =>
  new Intl.NumberFormat(localeTags[locale] ?? localeTags.eng, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
  });
