/**
 * Why an employee left (issue #34 item 6): the `leaving_reasons` master as migration 180 seeds
 * it (236 brings a deployed one to these values) and the demo starts with it. Each reason
 * carries the code the ESIC monthly contribution upload takes for a member who left (its
 * template's "Reason Code for Zero workings days": 2 left service, 3 retired, 5 expired,
 * 10 retrenchment) and the reason the employer picks in EPFO's "Mark Exit" (Unified Portal for
 * employers, Member → Member Profile → Mark Exit: the ECR 2.0 file has no exit columns, so EPFO
 * takes the date and reason there). EPFO's list has six reasons, each with the letter its bulk
 * exit upload takes: Cessation (Short Service) C, Superannuation S, Retirement R, Death in
 * Service D, Permanent Disablement P, Death Away From Service A. It has no retrenchment: a
 * retrenched member's exit is a cessation. Sources in the settlements README.
 * The codes are those `employees.leaving_reason` held before (left_service, retired, deceased,
 * retrenched), so 180 copied a stored reason by its code.
 */
export interface LeavingReasonRow {
  /** Fixed, so the demo (built before it reads the database) names the reason its leavers left for. */
  id: string;
  code: string;
  name: { eng: string; fr: string; hin: string; ben: string };
  esi_reason_code: number;
  epfo_exit_reason: string;
  source: string;
}

/** How every seeded reason's source begins: 236 tells a seeded row an admin has not rewritten by it. */
export const esicTemplate = 'ESIC monthly contribution upload template, reason codes for zero working days';
const epfoMarkExit =
  "EPFO Unified Portal (employer), Member Profile → Mark Exit, 'Reason of exit' (bulk exit upload letter)";

export const leavingReasonRows: readonly LeavingReasonRow[] = [
  {
    id: '6f1c2a0e-4b7d-4e51-9a3c-180000000001',
    code: 'left_service',
    name: { eng: 'Left service', fr: 'A quitté le service', hin: 'सेवा छोड़ दी', ben: 'চাকরি ছেড়েছেন' },
    esi_reason_code: 2,
    epfo_exit_reason: 'Cessation (Short Service)',
    source: `${esicTemplate}: 2 left service; ${epfoMarkExit}: Cessation (Short Service) (C)`,
  },
  {
    id: '6f1c2a0e-4b7d-4e51-9a3c-180000000002',
    code: 'resigned',
    name: { eng: 'Resignation', fr: 'Démission', hin: 'त्यागपत्र', ben: 'পদত্যাগ' },
    esi_reason_code: 2,
    epfo_exit_reason: 'Cessation (Short Service)',
    source: `${esicTemplate}: 2 left service; ${epfoMarkExit}: Cessation (Short Service) (C)`,
  },
  {
    id: '6f1c2a0e-4b7d-4e51-9a3c-180000000003',
    code: 'terminated',
    name: {
      eng: 'Termination by the employer',
      fr: "Licenciement par l'employeur",
      hin: 'नियोक्ता द्वारा सेवा समाप्ति',
      ben: 'নিয়োগকর্তা কর্তৃক চাকরির অবসান',
    },
    esi_reason_code: 2,
    epfo_exit_reason: 'Cessation (Short Service)',
    source: `${esicTemplate}: 2 left service; ${epfoMarkExit}: Cessation (Short Service) (C)`,
  },
  {
    id: '6f1c2a0e-4b7d-4e51-9a3c-180000000004',
    code: 'retired',
    name: { eng: 'Retired', fr: 'Retraité', hin: 'सेवानिवृत्त', ben: 'অবসরপ্রাপ্ত' },
    esi_reason_code: 3,
    epfo_exit_reason: 'Retirement',
    source: `${esicTemplate}: 3 retired; ${epfoMarkExit}: Retirement (R)`,
  },
  {
    id: '6f1c2a0e-4b7d-4e51-9a3c-180000000005',
    code: 'deceased',
    name: { eng: 'Deceased', fr: 'Décédé', hin: 'दिवंगत', ben: 'প্রয়াত' },
    esi_reason_code: 5,
    epfo_exit_reason: 'Death in Service',
    source: `${esicTemplate}: 5 expired; ${epfoMarkExit}: Death in Service (D)`,
  },
  {
    id: '6f1c2a0e-4b7d-4e51-9a3c-180000000006',
    code: 'retrenched',
    name: { eng: 'Retrenched', fr: 'Licencié économique', hin: 'छँटनी', ben: 'ছাঁটাই' },
    esi_reason_code: 10,
    // EPFO lists no retrenchment: the member's service ceased
    epfo_exit_reason: 'Cessation (Short Service)',
    source: `${esicTemplate}: 10 retrenchment; ${epfoMarkExit}: Cessation (Short Service) (C), the list having no retrenchment`,
  },
];

/** The reason the demo's leavers left for: left service. */
export const leftServiceReason = leavingReasonRows[0] as LeavingReasonRow;
