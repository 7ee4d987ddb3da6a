/**
 * Refusals of named actions and workflow saves. Each is an English i18n key; the detail
 * after ': ' names the record, state or line (the spec gives none of these words).
 */
export const workflowMessages = {
  notAllowed: 'The workflow does not allow this',
  notFound: 'Record not found',
  noWorkflow: 'This folder has no workflow',
  invalidWorkflow: 'The workflow has errors',
  stateInUse: 'A state records are in cannot be removed',
  unknownFolder: 'No such folder',
  movedOnlyByActions: "This changes only through the workflow's actions",
  rowNotPermitted: 'This action is not allowed on this record',
  notAsked: 'This action does not take this field',
  done: 'Done',
} as const;
