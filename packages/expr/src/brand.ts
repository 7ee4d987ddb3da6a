// A constructor that returns its argument lets a subclass stamp a private field onto an
// object it did not create. The stamp is invisible to keys, JSON and descriptors, cannot be
// forged outside this module, and `#brand in x` runs no code of x, not even a Proxy trap.
const Identity = function (this: unknown, target: object) {
  return target;
} as unknown as new (
  target: object,
) => object;

// Two stamps rather than one carrying a kind: testing a stamp is cheaper than reading it,
// and the record test runs on every prepared evaluation.
class RecordBrand extends Identity {
  #record = true;

  static has(value: object): boolean {
    return #record in value;
  }
}

class ValueBrand extends Identity {
  #value = true;

  static has(value: object): boolean {
    return #value in value;
  }
}

/**
 * True for a plain object made by prepareData: no prototype, so a plain load reads its own
 * data and nothing else (unlike a prepared array or Date, which inherit methods). Only such an
 * object is read as a prepared scope.
 */
export function isPreparedRecord(value: object): boolean {
  return RecordBrand.has(value);
}

/** True for what prepareData made: frozen copies (plain objects, arrays, Dates) holding data only. */
export function isPrepared(value: object): boolean {
  return RecordBrand.has(value) || ValueBrand.has(value);
}

/** Brands then freezes a copy made by prepareData (a frozen object could not take the brand). */
export function seal(copy: object, record: boolean): void {
  if (record) new RecordBrand(copy);
  else new ValueBrand(copy);
  Object.freeze(copy);
}
