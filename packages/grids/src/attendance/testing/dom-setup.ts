/**
 * What the grids' DOM tests need of jsdom: the engine's shims (iterator helpers, CSS.escape,
 * ResizeObserver) and a size for react-data-grid's root, which jsdom never lays out, so
 * the grid renders a 1600×900 viewport of rows and columns as in a browser.
 */
import '@muster/folder-engine/testing';

const size = (name: 'clientWidth' | 'clientHeight', value: number) => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('rdg') ? value : (original?.get?.call(this) ?? 0);
    },
  });
};
// react-data-grid scrolls the active cell into view.
Element.prototype.scrollIntoView ??= () => {};
size('clientWidth', 1600);
size('clientHeight', 900);
