import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';

/**
 * PGlite has no locking of its own and two processes on one data directory corrupt it, so
 * the server holds an exclusive OS lock (flock) on `muster.lock` for as long as it runs. The
 * kernel drops it when the process ends however it ends, so a crash leaves no stale lock: the
 * pid written in the file only names the holder in the refusal, it is never trusted.
 */
export function lockDataDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'muster.lock');
  // Opened without truncating: the holder's pid must stay readable until the lock is ours.
  const fd = fs.openSync(lockPath, 'a+');
  let granted: boolean;
  try {
    granted = tryLock(fd);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  if (!granted) {
    const holder = fs.readFileSync(lockPath, 'utf8').trim();
    fs.closeSync(fd);
    throw new Error(
      `The data directory ${dir} is in use by another Muster server${holder ? ` (pid ${holder})` : ''}. ` +
        'Stop that server or start this one with another DATA_DIR.',
    );
  }
  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid));
  let released = false;
  // The file stays: removing it would let a process that opened it before the removal lock
  // a file no one else can see while a third locks the new one.
  return () => {
    if (released) return;
    released = true;
    fs.closeSync(fd);
  };
}
