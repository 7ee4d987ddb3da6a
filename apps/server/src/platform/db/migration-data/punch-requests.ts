/**
 * The punch requests' workflow (issue #29 item 5) as migration 095 gave it to every business,
 * and the demo seeds it: the employee's reporting officer or an approving officer decides, in
 * one step; the employee may cancel while it waits. A business edits its copy on the workflow
 * page (an intermediate step, say); the punch is made when a request reaches final_approved.
 */
export const punchRequestWorkflow = `# Punch requests: the reporting officer or the approving officer decides
field request_status
states created, final_approved, rejected, cancelled
begin -> created
created -> final_approved : approve by RO, AO
created -> rejected : reject by RO, AO
created -> cancelled : cancel by self
`;

/** PR, a punch request (partial) (spec 001 §3), in every interface language; grey (§9). */
export const punchRequestType = {
  name: { eng: 'Punch request', fr: 'Demande de pointage', hin: 'पंच अनुरोध', ben: 'পাঞ্চের অনুরোধ' },
  payable_days: 0,
  color: '#9ca3af',
};
