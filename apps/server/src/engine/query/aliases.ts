/** Table aliases of one statement: t0 is the listed folder, every join or subquery takes the next. */
export class AliasSource {
  private count = 0;
  next(): string {
    this.count += 1;
    return `t${this.count}`;
  }
}

export const rootAlias = 't0';
