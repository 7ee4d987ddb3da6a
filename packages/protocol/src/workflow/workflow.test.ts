import { describe, expect, it } from 'vitest';
import type { FolderDefinition } from '../definition/index.js';
import { compileWorkflow, type Workflow } from './compile.js';
import { compileFolderWorkflow } from './folder-check.js';
import { transitionFor, workflowActions } from './machine.js';
import { workflowChart } from './mermaid.js';
import { rolesHeld, type WorkflowRole } from './roles.js';

const leaves = `# leaves: the reporting officer, then the approving officer
field leave_status
states created, intermediate_approved, final_approved, rejected, cancelled
begin -> created
created, intermediate_approved -> final_approved : approve by AO, HR, admin
created -> intermediate_approved : approve by ReportingOfficers
created, intermediate_approved -> rejected : reject by RO, AO, HR, admin
created, intermediate_approved -> cancelled : cancel by self, RO, AO, HR, admin
`;

function compiled(text: string): Workflow {
  const result = compileWorkflow(text);
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  return result.workflow;
}

const issuesOf = (text: string) => {
  const result = compileWorkflow(text);
  return result.ok ? [] : result.issues.map((issue) => [issue.line, issue.key, issue.message]);
};

const held = (...roles: WorkflowRole[]) => new Set<WorkflowRole>(roles);

describe('compileWorkflow', () => {
  it('compiles the leaves workflow: one transition per source state, roles by their short names', () => {
    const workflow = compiled(leaves);
    expect(workflow).toMatchObject({
      field: 'leave_status',
      fieldLine: 2,
      initial: 'created',
      states: ['created', 'intermediate_approved', 'final_approved', 'rejected', 'cancelled'],
    });
    expect(workflow.transitions).toHaveLength(7);
    expect(workflow.transitions[2]).toEqual({
      from: 'created',
      to: 'intermediate_approved',
      action: 'approve',
      roles: ['RO'],
      line: 6,
    });
    expect(workflowActions(workflow)).toEqual(['approve', 'reject', 'cancel']);
  });

  it('accepts a state going back and the spec’s long role names in any case', () => {
    const workflow = compiled(`field employee_status
      states approved, Left
      begin -> approved
      approved -> Left : terminate by hr_manager, ADMIN
      Left -> approved : rejoin by HR, admin`);
    expect(workflow.transitions.map((move) => [move.from, move.to, move.roles])).toEqual([
      ['approved', 'Left', ['HR', 'admin']],
      ['Left', 'approved', ['HR', 'admin']],
    ]);
  });

  // A corpus of bad texts: each names its problem at its line.
  it.each([
    ['states a\nbegin -> a', [[0, 'missingLine', "The workflow has no 'field' line"]]],
    ['field s\nstates a', [[0, 'missingLine', "The workflow has no 'begin' line"]]],
    ['field s\nbegin -> a', [[0, 'missingLine', "The workflow has no 'states' line"]]],
    [
      'field s\nstates a, b\nbegin -> a\na -> b : go by boss',
      [[4, 'unknownRole', "Line 4: unknown role 'boss' (roles: admin, AO, RO, HR, DCO, self, pe, partner)"]],
    ],
    [
      'field s\nstates a, b\nbegin -> a\na -> c : go by RO',
      [[4, 'unknownState', "Line 4: unknown state 'c': name it on a 'states' line"]],
    ],
    [
      'field s\nstates a\nbegin -> z',
      [[3, 'unknownState', "Line 3: unknown state 'z': name it on a 'states' line"]],
    ],
    [
      'field s\nstates a, b, c\nbegin -> a\na -> b : go by RO, AO\na -> c : go by AO',
      [[5, 'duplicateAction', "Line 5: 'go' from 'a' is already given to AO on line 4"]],
    ],
    [
      'field s\nstates a, b, c\nbegin -> a\na -> b : go by RO',
      [[2, 'unreachable', "Line 2: state 'c' cannot be reached from begin"]],
    ],
    [
      'field s\nstates a, b\nbegin -> a\napprove a to b',
      [[4, 'unreadableLine', expect.stringContaining("Line 4 is not 'field <name>'")]],
    ],
    [
      'field s\nfield t\nstates a\nbegin -> a\nbegin -> a',
      [
        [2, 'secondLine', "Line 2: a second 'field' line (the first is line 1)"],
        [5, 'secondLine', "Line 5: a second 'begin' line (the first is line 4)"],
      ],
    ],
    ['field s\nstates a, a\nbegin -> a', [[2, 'stateTwice', "Line 2: state 'a' is named twice"]]],
    ['field 1s\nstates a\nbegin -> a', [[1, 'badName', expect.stringContaining("'1s' is not a name")]]],
    [
      'field s\nstates a, b\nbegin -> a\na -> b : Approve by RO',
      [[4, 'badAction', expect.stringContaining("'Approve' is not an action name")]],
    ],
    [
      'field s\nstates a, b\nbegin -> a\na -> b : delete by RO',
      [[4, 'genericAction', "Line 4: 'delete' is a generic transaction, not a workflow action"]],
    ],
    [
      'field s\nstates a, b\nbegin -> a\na, b -> b : go by RO',
      [[4, 'sameState', "Line 4: 'b' -> 'b' does not change the state"]],
    ],
  ])('refuses %j', (text, expected) => {
    expect(issuesOf(text)).toEqual(expected);
  });

  it('reports every problem, not only the first, and ignores comments and blank lines', () => {
    const text = 'field s # the status\n\nstates a, b\nbegin -> a\na -> b : go by x\na -> b : stop by y';
    expect(issuesOf(text).map(([line, key]) => [line, key])).toEqual([
      [5, 'unknownRole'],
      [6, 'unknownRole'],
    ]);
  });
});

describe('transitionFor', () => {
  const workflow = compiled(leaves);
  it('takes the line the user’s roles allow, the first written when several do', () => {
    expect(transitionFor(workflow, 'created', 'approve', held('RO'))?.to).toBe('intermediate_approved');
    expect(transitionFor(workflow, 'created', 'approve', held('AO'))?.to).toBe('final_approved');
    expect(transitionFor(workflow, 'created', 'approve', held('RO', 'AO'))?.to).toBe('final_approved');
    expect(transitionFor(workflow, 'intermediate_approved', 'approve', held('RO'))).toBeUndefined();
    expect(transitionFor(workflow, 'final_approved', 'reject', held('admin'))).toBeUndefined();
    expect(transitionFor(workflow, 'created', 'cancel', held('self', 'partner'))?.to).toBe('cancelled');
    expect(transitionFor(workflow, 'created', 'approve', held('self'))).toBeUndefined();
    expect(transitionFor(workflow, null, 'approve', held('admin'))).toBeUndefined();
  });
});

describe('rolesHeld', () => {
  const env = {
    id: 'e',
    employees_id: 'e',
    code: 'ro1',
    swhandle: 'demo',
    business_name: 'Demo',
    partners_id: 'p',
    isAdmin: false,
    isAO: false,
    isRO: true,
    isHR: false,
    isDCO: false,
    child_reporting_path: [],
    subsections: [],
    pe_partners_id: 'p',
    user_selected_partner: null,
  };
  it('maps the env flags, ownership and the business kind', () => {
    expect([...rolesHeld(env, false)]).toEqual(['RO', 'pe']);
    expect([...rolesHeld({ ...env, isRO: false, code: 'admin', isAdmin: true }, true)]).toEqual([
      'admin',
      'self',
      'pe',
    ]);
    expect([...rolesHeld({ ...env, pe_partners_id: 'q' }, false)]).toEqual(['RO', 'partner']);
  });
});

describe('workflowChart', () => {
  it('draws begin, a box per state and an arrow per move', () => {
    const chart = workflowChart(
      compiled('field s\nstates a, end\nbegin -> a\na -> end : finish by RO, AO\nend -> a : reopen by admin'),
    );
    expect(chart).toBe(
      [
        'flowchart TD',
        '  begin((begin))',
        '  s0["a"]',
        '  s1["end"]',
        '  begin --> s0',
        '  s0 -->|"finish: RO, AO"| s1',
        '  s1 -->|"reopen: admin"| s0',
        '',
      ].join('\n'),
    );
  });
});

describe('compileFolderWorkflow', () => {
  const folder = (ownerField?: string) =>
    ({
      name: 'things',
      ownerField,
      fields: [
        { name: 'status', type: 'text' },
        { name: 'when', type: 'timestamp' },
      ],
    }) as unknown as FolderDefinition;
  const text = (field: string, roles: string) =>
    `field ${field}\nstates a, b\nbegin -> a\na -> b : go by ${roles}`;

  it('needs a text status field of the folder and an owner field for self', () => {
    expect(compileFolderWorkflow(text('status', 'self'), folder('employees_id')).ok).toBe(true);
    const wrong = compileFolderWorkflow(text('when', 'self, RO'), folder());
    expect(wrong.ok ? [] : wrong.issues.map((issue) => issue.message)).toEqual([
      "Line 1: the folder has no text field 'when'",
      "Line 4: the folder's records belong to no employee, so 'self' cannot act on them",
    ]);
  });
});
