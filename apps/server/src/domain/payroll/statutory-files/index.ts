export { epfEcr, esiSheet, type StatutoryPayslip } from './files.js';
export { loadApprovedPayslips } from './load.js';
