import { LOGO_PHOTO_MESSAGE_MS, MESSAGES, UPLOAD_ERROR_MESSAGE_MS, UPLOAD_SUCCESS_MESSAGE_MS } from 'shared-domain';

/** Which of the spec §8 text sets an upload uses. */
export type UploadTexts = 'tournament' | 'logo' | 'photo';

export interface UploadTextSet {
  progress: string;
  success: string;
  /** The alert's first line and, if any, the reason under it. */
  failure: (reason: string) => { title: string; detail?: string };
  successMs: number;
  errorMs: number;
}

export const UPLOAD_TEXT_SETS: Readonly<Record<UploadTexts, UploadTextSet>> = {
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
