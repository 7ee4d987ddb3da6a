// payroll's paise and their display, so a finding and a generation flag show the same figure
export { paiseOf, rupees } from '../../payroll/rules/money.js';
