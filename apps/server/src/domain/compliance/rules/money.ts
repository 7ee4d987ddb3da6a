// payroll's paise and their display, so a finding and a generation flag show the same figure
export { paiseOf, rupees } from '@muster/payroll-rules';
