/**
 * What react-data-grid needs of its runtime that jsdom on Node 20 (where the DOM tests run)
 * lacks, filled in only where missing: the ES2025 iterator helpers `map` and `toArray` on
 * generators, `CSS.escape`, `ResizeObserver` and `scrollIntoView`. Browsers the engine supports have them all.
 */
const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf((function* () {})())) as Record<
  string,
  unknown
>;

if (typeof iteratorPrototype.toArray !== 'function') {
  Object.defineProperty(iteratorPrototype, 'toArray', {
    configurable: true,
    writable: true,
    value: function toArray(this: Iterable<unknown>) {
      return [...this];
    },
  });
  Object.defineProperty(iteratorPrototype, 'map', {
    configurable: true,
    writable: true,
    value: function* map(this: Iterable<unknown>, mapper: (value: unknown, index: number) => unknown) {
      let index = 0;
      for (const value of this) yield mapper(value, index++);
    },
  });
}

const globals = globalThis as { CSS?: { escape?: (value: string) => string }; ResizeObserver?: unknown };

if (typeof globals.CSS?.escape !== 'function') {
  // Identifiers the grid escapes are its own column keys: escaping every non-word character is enough.
  globals.CSS = {
    ...globals.CSS,
    escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`),
  };
}

if (globals.ResizeObserver === undefined) {
  // jsdom lays nothing out, so there is never a size change to report.
  globals.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (typeof globalThis.Element === 'function' && typeof Element.prototype.scrollIntoView !== 'function') {
  // the grid scrolls a clicked cell, a sorted header too, into view; jsdom lays nothing out to scroll
  Element.prototype.scrollIntoView = () => {};
}
