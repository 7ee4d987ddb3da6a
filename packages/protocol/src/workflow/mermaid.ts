import type { Workflow } from './compile.js';

/**
 * The workflow as a mermaid flowchart: a `begin` circle, a box per state and an arrow per
 * move labelled with its action and roles. States get generated ids, so a state named
 * like a mermaid keyword (`end`) still draws.
 */
export function workflowChart(workflow: Workflow): string {
  const ids = new Map(workflow.states.map((state, index) => [state, `s${index}`]));
  const id = (state: string) => ids.get(state) ?? state;
  const lines = ['flowchart TD', '  begin((begin))'];
  for (const state of workflow.states) lines.push(`  ${id(state)}["${state}"]`);
  lines.push(`  begin --> ${id(workflow.initial)}`);
  for (const move of workflow.transitions)
    lines.push(`  ${id(move.from)} -->|"${move.action}: ${move.roles.join(', ')}"| ${id(move.to)}`);
  return `${lines.join('\n')}\n`;
}
