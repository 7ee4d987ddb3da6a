/**
 * What can be wrong in a workflow's text. Each is the English i18n key the workflow page
 * translates with the issue's values; the server's refusal carries the same words.
 */
export const workflowIssueTexts = {
  unreadableLine:
    "Line {{line}} is not 'field <name>', 'states <state>, …', 'begin -> <state>' or '<from>, … -> <to> : <action> by <role>, …'",
  badName: "Line {{line}}: '{{name}}' is not a name (letters, digits and _, starting with a letter)",
  badAction:
    "Line {{line}}: '{{name}}' is not an action name (small letters, digits and _, starting with a letter)",
  genericAction: "Line {{line}}: '{{name}}' is a generic transaction, not a workflow action",
  unknownRole: "Line {{line}}: unknown role '{{name}}' (roles: {{roles}})",
  unknownState: "Line {{line}}: unknown state '{{name}}': name it on a 'states' line",
  stateTwice: "Line {{line}}: state '{{name}}' is named twice",
  sameState: "Line {{line}}: '{{name}}' -> '{{name}}' does not change the state",
  duplicateAction:
    "Line {{line}}: '{{name}}' from '{{state}}' is already given to {{role}} on line {{other}}",
  secondLine: "Line {{line}}: a second '{{name}}' line (the first is line {{other}})",
  missingLine: "The workflow has no '{{name}}' line",
  unreachable: "Line {{line}}: state '{{name}}' cannot be reached from begin",
  noSuchField: "Line {{line}}: the folder has no text field '{{name}}'",
  selfWithoutOwner: "Line {{line}}: the folder's records belong to no employee, so 'self' cannot act on them",
} as const;

export type WorkflowIssueKey = keyof typeof workflowIssueTexts;

/** One problem of a workflow's text; `line` is 1-based, 0 for the text as a whole. */
export interface WorkflowIssue {
  line: number;
  key: WorkflowIssueKey;
  values: Record<string, string>;
  /** The English text, values filled in. */
  message: string;
}

export function workflowIssue(key: WorkflowIssueKey, line: number, values: Record<string, string> = {}) {
  const all: Record<string, string> = { ...values, line: String(line) };
  const message = workflowIssueTexts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => all[name] ?? '');
  return { line, key, values: all, message } satisfies WorkflowIssue;
}
