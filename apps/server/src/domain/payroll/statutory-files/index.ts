export { notDownloadedSql, recordStatutoryDownload, type StatutoryFileKind } from './downloads.js';
export { epfArrearChallan, epfChallan } from './epf-challan.js';
export { esiUploadXlsx } from './esi-xlsx.js';
export {
  ecrMembers,
  epfArrearEcr,
  epfEcr,
  esiUploadRows,
  type StatutoryFile,
  type StatutoryPayslip,
} from './files.js';
export { loadApprovedPayslips } from './load.js';
