import { useEffect, useState } from 'react';
import { useEngine } from '../../provider/context';

/**
 * An object URL of a stored file, fetched through the host's `fetchFile` (the user's
 * session), revoked when the file changes or the preview goes; null until it has come or
 * when the host gives no `fetchFile` or the file is refused.
 */
export function useFileUrl(id: string): string | null {
  const { fetchFile } = useEngine();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!fetchFile) return;
    let current = true;
    let made: string | null = null;
    fetchFile(id).then(
      (blob) => {
        if (!current) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => current && setUrl(null),
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [fetchFile, id]);
  return url;
}
