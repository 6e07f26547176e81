import { useEffect, useState } from 'react';

/** A temporary blob: URL for showing a chosen file, released when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return url;
}
