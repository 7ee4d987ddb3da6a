import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a form's fields (in display order) are mounted. As many as the window can show are
 * mounted with the form; a longer form mounts the rest a chunk per task after the first paint, as
 * a transition, so the first screen shows sooner and typing is never held up by it. No catalogue
 * folder is that long; a generated one of 200 fields is.
 */
export function useProgressiveMount(fieldCount: number): number {
  const [mounted, setMounted] = useState(() => Math.min(fieldCount, firstScreenFields()));
  useEffect(() => {
    if (mounted >= fieldCount) return;
    const timer = setTimeout(() => startTransition(() => setMounted(mounted + fieldsPerTask)));
    return () => clearTimeout(timer);
  }, [mounted, fieldCount]);
  return mounted;
}

/**
 * The most fields the window can show: rows of 70 px (a label and an input, and the gap) in
 * columns of 276 px (the fields grid's 260 px minimum and its gap), at least one column.
 */
export const firstScreenFields = () => {
  const { innerWidth, innerHeight } = globalThis.window ?? { innerWidth: 1280, innerHeight: 720 };
  return Math.ceil(innerHeight / 70) * Math.max(1, Math.floor((innerWidth + 16) / 276));
};

const fieldsPerTask = 24;
