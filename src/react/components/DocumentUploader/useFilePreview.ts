import { useEffect, useState } from 'react';

/**
 * A blob: URL showing `file` (null for none), revoked when the file changes or the component
 * unmounts. It is returned only while it belongs to the current file, so a revoked URL is never
 * rendered.
 */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is a handle from an external system (the blob URL registry), made here so this effect's cleanup can revoke it; it cannot be derived while rendering
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
