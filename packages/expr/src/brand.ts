// A constructor that returns its argument lets a subclass stamp a private field onto an
// object it did not create. The stamp is invisible to keys, JSON and descriptors, cannot be
// forged outside this module, and `#brand in x` runs no code of x, not even a Proxy trap.
const Identity = function (this: unknown, target: object) {
  return target;
} as unknown as new (
  target: object,
) => object;

class Brand extends Identity {
  #prepared = true;

  static has(value: object): boolean {
    return #prepared in value;
  }
}

/** True for objects and arrays made by prepareData: frozen copies holding data only. */
export function isPrepared(value: object): boolean {
  return Brand.has(value);
}

/** Brands then freezes a copy made by prepareData (a frozen object could not take the brand). */
export function seal(copy: object): void {
  new Brand(copy);
  Object.freeze(copy);
}
