import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no locking of its own and two processes on one data directory corrupt it,
 * so the server holds an exclusive lock file for as long as it runs.
 */
export function lockDataDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'muster.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (isAlive(holder)) {
        throw new Error(
          `The data directory ${dir} is in use by another Muster server (pid ${holder}). ` +
            'Stop that server or start this one with another DATA_DIR.',
        );
      }
      // A crashed server left its lock behind: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
