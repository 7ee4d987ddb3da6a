/**
 * Refusals of a list request. The fixed text is the i18n key the client translates
 * (apps/host locales); the detail after ': ' names the path, operator or value.
 */
export const queryMessages = {
  unknownPath: 'Unknown path',
  unreadablePath: 'This path cannot be read',
  unknownOperator: 'Unknown operator',
  operatorNotApplicable: 'Operator does not apply to this path',
  invalidValue: 'Invalid filter value',
  notOrderable: 'Cannot order by this path',
} as const;

export class QueryError extends Error {
  constructor(message: (typeof queryMessages)[keyof typeof queryMessages], detail: string) {
    super(`${message}: ${detail}`);
    this.name = 'QueryError';
  }
}
