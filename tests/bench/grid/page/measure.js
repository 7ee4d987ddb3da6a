/**
 * What the page measures. First paint: from handing the grid its data to the frame that paints
 * a known row near the top with its day cells filled (the cells found in the DOM, then
 * the task after the next frame). Scroll: the rAF intervals while the grid is scrolled one step a
 * frame.
 */

/** Whether the row showing `code` has `filledCellsNeeded` cells holding text (its scenario says how many). */
function rowFilled(container, code, filledCellsNeeded) {
  for (const row of container.querySelectorAll('[role="row"][aria-rowindex]')) {
    if (!row.textContent.includes(code)) continue;
    // AG Grid splits a row over its pinned and centre containers; they share aria-rowindex.
    const index = row.getAttribute('aria-rowindex');
    let filled = 0;
    for (const cell of container.querySelectorAll(`[role="row"][aria-rowindex="${index}"] [role="gridcell"]`))
      if (cell.textContent.trim() !== '') filled += 1;
    if (filled >= filledCellsNeeded) return true;
  }
  return false;
}

export function rowPainted(container, code, filledCellsNeeded, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`row ${code} not painted within ${timeoutMs} ms`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!rowFilled(container, code, filledCellsNeeded)) return;
      clearTimeout(timer);
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(resolve, 0));
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Scrolls `element` from 0 to its end by `step` pixels a frame and answers the frame intervals,
 * including the frame after the last step.
 */
export async function scrollFrames(element, axis, step) {
  const position = axis === 'vertical' ? 'scrollTop' : 'scrollLeft';
  const end =
    axis === 'vertical'
      ? element.scrollHeight - element.clientHeight
      : element.scrollWidth - element.clientWidth;
  element[position] = 0;
  await nextFrame();
  const frames = [];
  let last = await nextFrame();
  for (let offset = step; offset < end + step; offset += step) {
    element[position] = Math.min(offset, end);
    const time = await nextFrame();
    frames.push(time - last);
    last = time;
  }
  const time = await nextFrame();
  frames.push(time - last);
  return { frames, distance: end, reached: element[position] };
}

/** The median rAF interval of an idle page: what a frame costs on this machine right now. */
export async function idleFrameMs(count) {
  const frames = [];
  let last = await nextFrame();
  for (let index = 0; index < count; index += 1) {
    const time = await nextFrame();
    frames.push(time - last);
    last = time;
  }
  return frames.sort((a, b) => a - b)[Math.floor(count / 2)];
}
