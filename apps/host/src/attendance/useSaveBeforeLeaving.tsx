import { type AttendanceScreenHandle, UnsavedChangesDialog } from '@muster/grids';
import type { Locale } from '@muster/protocol';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { leavesScreen } from '../shell/useUnsavedChangesGuard';

/**
 * Spec 001 §2 "Route guard": leaving Attendance with unsaved edits asks 'You have some
 * unsaved changes. Do you want to save changes before going back?'. Yes saves and leaves
 * (a failed save stays, its error shown); No discards and leaves; closing the question
 * stays. A reload or tab close gets the browser's own prompt.
 */
export function useSaveBeforeLeaving(
  unsaved: boolean,
  screen: RefObject<AttendanceScreenHandle | null>,
  locale: Locale,
): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && leavesScreen(currentLocation.pathname, nextLocation.pathname),
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  return (
    <UnsavedChangesDialog
      open={blocked}
      locale={locale}
      saving={saving}
      onYes={async () => {
        setSaving(true);
        const saved = (await screen.current?.save()) ?? false;
        setSaving(false);
        if (saved) blocker.proceed?.();
        else blocker.reset?.();
      }}
      onNo={() => {
        screen.current?.discard();
        blocker.proceed?.();
      }}
      onStay={() => blocker.reset?.()}
    />
  );
}
