// A constructor that returns its argument lets a subclass stamp a private field onto an
// object it did not create. The stamp is invisible to keys, JSON and descriptors, cannot be
// forged outside this module, and `#brand in x` runs no code of x, not even a Proxy trap.
const Identity = function (this: unknown, target: object) {
  return target;
} as unknown as new (
  target: object,
) => object;

class Brand extends Identity {
  readonly #record: boolean;

  constructor(target: object, record: boolean) {
    super(target);
    this.#record = record;
  }

  static has(value: object): boolean {
    return #record in value;
  }

  static isRecord(value: object): boolean {
    return #record in value && value.#record;
  }
}

/** True for what prepareData made: frozen copies (plain objects, arrays, Dates) holding data only. */
export function isPrepared(value: object): boolean {
  return Brand.has(value);
}

/**
 * True for a plain object made by prepareData: no prototype, so a plain load reads its own
 * data and nothing else (unlike a prepared array or Date, which inherit methods). Only such an
 * object is read as a prepared scope.
 */
export function isPreparedRecord(value: object): boolean {
  return Brand.isRecord(value);
}

/** Brands then freezes a copy made by prepareData (a frozen object could not take the brand). */
export function seal(copy: object, record: boolean): void {
  new Brand(copy, record);
  Object.freeze(copy);
}
