export { esiUploadXlsx } from './esi-xlsx.js';
export { epfEcr, esiUploadRows, type StatutoryFile, type StatutoryPayslip } from './files.js';
export { loadApprovedPayslips } from './load.js';
