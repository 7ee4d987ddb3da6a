/**
 * The one error type of the package: a refused expression (with the character position
 * of the problem) or a failed evaluation (no position).
 */
export class ExprError extends Error {
  override readonly name = 'ExprError';
  /** Zero-based character index in the source, when the problem has a place. */
  readonly position: number | undefined;
  /** The message without the position suffix, for callers that show the place themselves. */
  readonly reason: string;

  constructor(reason: string, position?: number) {
    super(position === undefined ? reason : `${reason} at character ${position}`);
    this.reason = reason;
    this.position = position;
  }
}
