import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a form's fields (in display order) have their editor mounted. The first screenful
 * is mounted with the form; a longer form mounts the rest a chunk per task after the first
 * paint, as a transition, so the first screen shows sooner and typing is never held up by it.
 * No catalogue folder is that long; a generated one of 200 fields is.
 */
export function useProgressiveMount(fieldCount: number): number {
  const [mounted, setMounted] = useState(() => Math.min(fieldCount, firstScreenFields));
  useEffect(() => {
    if (mounted >= fieldCount) return;
    const timer = setTimeout(() => startTransition(() => setMounted(mounted + fieldsPerTask)));
    return () => clearTimeout(timer);
  }, [mounted, fieldCount]);
  return mounted;
}

/** Enough for a first screen of four 260 px columns on a 1080 px high window, or of one on a phone. */
export const firstScreenFields = 48;
const fieldsPerTask = 24;
