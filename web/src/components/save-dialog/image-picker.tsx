import { Upload } from 'lucide-react';
import { useEffect, useState, type Ref } from 'react';
import { Label } from '@/components/ui/input';

/**
 * The image box of the save dialog: file input, its help and error, and a preview of the chosen
 * image. Laid out to fit a phone (390 px): the input takes the box's width instead of its own
 * intrinsic one, and long file names wrap (issue 7 point 9).
 */
export function ImagePicker({
  id,
  accept,
  inputRef,
  image,
  error,
  onPick,
}: {
  id: string;
  accept: string;
  inputRef: Ref<HTMLInputElement>;
  image: File | null;
  error?: string;
  onPick: (file: File | undefined) => void;
}) {
  const preview = useObjectUrl(image);
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>
        Image<span aria-hidden> *</span>
      </Label>
      <div
        className="flex min-w-0 flex-col items-stretch gap-3 rounded-lg border border-dashed border-border p-3 sm:p-4"
        data-testid="image-upload-box"
      >
        <div className="flex min-w-0 items-center gap-3">
          <Upload className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            className="block w-full min-w-0 max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            onChange={(e) => onPick(e.target.files?.[0])}
          />
        </div>
        {preview && image && (
          <img
            src={preview}
            alt={`Preview of ${image.name}`}
            className="max-h-48 w-full rounded-md object-contain"
            data-testid="image-preview"
          />
        )}
      </div>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        JPEG, PNG, GIF or WebP, up to 5MB.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A blob: URL for the chosen file while it is shown (the CSP allows blob: in img-src). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
