import { useId, useState, type ChangeEvent } from 'react';
import { checkImageFile, type UploadProgress } from 'shared-data';
import { Alert } from 'shared-ui';
import { useFadingNotice } from '../hooks/use-fading-notice';
import { byteProgress, type CountUnit } from './count-texts';
import styles from './image-upload-field.module.css';
import { ProgressCount } from './progress-count';
import { IMAGE_ACCEPT, UPLOAD_TEXT_SETS, type UploadTexts } from './upload-texts';

type Status = { tone: 'progress' | 'success'; text: string } | { tone: 'error'; text: string; detail?: string };

export interface ImageUploadFieldProps {
  /** Label of the file input, e.g. "Team logo". */
  label: string;
  /** The stored image, shown as the preview. */
  imageUrl?: string | null;
  texts: UploadTexts;
  /** Uploads and saves the file, telling `onProgress` how far the upload got; rejects (with a reason as its message) when it did not. */
  onUpload: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<void>;
  /** `wide` previews a background image; `square` a logo or photo. */
  preview?: 'square' | 'wide';
  /** Refuses new files, e.g. while another upload of the same item is saving. */
  disabled?: boolean;
}

/** The compression library measures its own work in percent. */
const PERCENT_UNIT: CountUnit = { one: 'percent', many: 'percent' };

/** The upload under way as a bar: the compression's percentage, then the bytes sent ("0.4 of 1.2 MB"). */
function UploadProgressBar({ label, progress }: { label: string; progress: UploadProgress }) {
  const what = label.toLowerCase();
  if (progress.stage === 'compressing') {
    return <ProgressCount label={`Compressing ${what}`} done={Math.round(progress.percent)} total={100} unit={PERCENT_UNIT} />;
  }
  const { done, total, unit } = byteProgress(progress.sentBytes, progress.totalBytes);
  return <ProgressCount label={`Uploading ${what}`} done={done} total={total} unit={unit} />;
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

/**
 * A labelled file input with a preview of the current image and the spec §8 status texts. The file
 * is checked (type, size, content) before anything is sent; while it is compressed and sent a bar
 * counts how far (issue 13); the message then clears after the spec's delay. Failures are also logged
 * (spec §8 "only logged" for player photos: showing them helps more).
 */
export function ImageUploadField({ label, imageUrl, texts, onUpload, preview = 'square', disabled = false }: ImageUploadFieldProps) {
  const inputId = useId();
  const statusId = useId();
  const set = UPLOAD_TEXT_SETS[texts];
  const [status, show] = useFadingNotice<Status>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

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
      await onUpload(file, setProgress);
      show({ tone: 'success', text: set.success }, set.successMs);
    } catch (error) {
      console.error(`${label}: upload failed`, error);
      fail(reasonOf(error));
    } finally {
      setProgress(null);
    }
  };

  const busy = status?.tone === 'progress';
  return (
    <div className={styles.field} data-preview={preview}>
      <div className={styles.preview}>
        {imageUrl ? <img src={imageUrl} alt={`Current ${label.toLowerCase()}`} /> : <span className={styles.empty}>No image yet</span>}
      </div>
      <div className={styles.body}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className={styles.input}
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
        {busy && progress && <UploadProgressBar label={label} progress={progress} />}
      </div>
    </div>
  );
}
