import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from 'shared-domain';

import type { UploadProgress } from 'shared-data';
import { ImageUploadField } from './image-upload-field';

// Files are checked for real (declared type, size, first bytes) before onUpload sees them.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = () => new File([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13])], 'logo.png', { type: 'image/png' });
/** A text file that only claims to be a PNG. */
const fakePng = () => new File(['just some text'], 'notes.png', { type: 'image/png' });
/** A real PNG header, 11 MB in all (the limit is 10 MB). */
const hugePng = () => new File([new Uint8Array(PNG_SIGNATURE), new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' });

/** Resolves or rejects the pending upload from the test. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function choose(label: string, file = png()) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ImageUploadField', () => {
  it('is a labelled file input accepting JPEG, PNG and WebP, with a preview of the current image', () => {
    render(<ImageUploadField label="Team logo" imageUrl="https://x/media/teams/t/logo-1.png" texts="logo" onUpload={vi.fn()} />);
    const input = screen.getByLabelText('Team logo');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(screen.getByRole('img', { name: 'Current team logo' }).getAttribute('src')).toBe('https://x/media/teams/t/logo-1.png');
  });

  it('without an image says so instead of a broken preview', () => {
    render(<ImageUploadField label="Team photo" texts="photo" onUpload={vi.fn()} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No image yet')).toBeTruthy();
  });

  it('tournament: progress, then success cleared after 5 s', async () => {
    const upload = deferred();
    const onUpload = vi.fn(() => upload.promise);
    render(<ImageUploadField label="Tournament logo" texts="tournament" onUpload={onUpload} />);
    await choose('Tournament logo');
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), expect.any(Function));
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.uploadInProgress);
    expect((screen.getByLabelText('Tournament logo') as HTMLInputElement).disabled).toBe(true);
    await act(async () => upload.resolve());
    expect(screen.getByRole('status').textContent).toContain('Upload successful!');
    expect((screen.getByLabelText('Tournament logo') as HTMLInputElement).disabled).toBe(false);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Upload successful!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Upload successful!')).toBeNull();
  });

  it('tournament: "Upload failed: {reason}" cleared after 3 s', async () => {
    render(<ImageUploadField label="Background image" texts="tournament" preview="wide" onUpload={() => Promise.reject(new Error('AccessDenied'))} />);
    await choose('Background image');
    expect(screen.getByRole('alert').textContent).toContain('Upload failed: AccessDenied');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['logo', 'Uploading logo...', 'Logo uploaded successfully!', 'Error uploading logo'],
    ['photo', 'Uploading photo...', 'Photo uploaded successfully!', 'Error uploading photo'],
  ] as const)('%s: the spec texts, success and error both cleared after 3 s', async (texts, progress, success, error) => {
    const first = deferred();
    const onUpload = vi.fn().mockReturnValueOnce(first.promise).mockRejectedValueOnce(new Error('This item was changed by someone else.'));
    render(<ImageUploadField label="Image" texts={texts} onUpload={onUpload} />);
    await choose('Image');
    expect(screen.getByRole('status').textContent).toContain(progress);
    await act(async () => first.resolve());
    expect(screen.getByRole('status').textContent).toContain(success);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText(success)).toBeNull();

    await choose('Image');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(error);
    expect(alert.textContent).toContain('This item was changed by someone else.');
    expect(console.error).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused file shows the spec text and never reaches onUpload', async () => {
    const onUpload = vi.fn();
    render(<ImageUploadField label="Team logo" texts="logo" onUpload={onUpload} />);
    await choose('Team logo', fakePng());
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.queryByText('Uploading logo...')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Please select a valid image file (JPEG, PNG, WebP)');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new message restarts the clock: an old timer does not clear it early', async () => {
    render(<ImageUploadField label="Team logo" texts="tournament" onUpload={vi.fn()} />);
    await choose('Team logo', hugePng());
    expect(screen.getByRole('alert').textContent).toContain(`Upload failed: ${MESSAGES.imageTooLarge}`);
    act(() => vi.advanceTimersByTime(2000));
    await choose('Team logo', fakePng());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert').textContent).toContain(`Upload failed: ${MESSAGES.invalidImageType}`);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an upload finishing after the field is gone changes nothing', async () => {
    const upload = deferred();
    const { unmount } = render(<ImageUploadField label="Team logo" texts="logo" onUpload={() => upload.promise} />);
    await choose('Team logo');
    unmount();
    await act(async () => upload.resolve());
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('ImageUploadField progress (issue 13: long work shows counts)', () => {
  it('counts the compression in percent, then the bytes sent in MB, and the bar goes when the upload is done', async () => {
    const upload = deferred();
    let report!: (progress: UploadProgress) => void;
    const onUpload = vi.fn((_file: File, onProgress: (progress: UploadProgress) => void) => {
      report = onProgress;
      return upload.promise;
    });
    render(<ImageUploadField label="Team photo" texts="photo" onUpload={onUpload} />);
    await choose('Team photo');
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => report({ stage: 'compressing', percent: 40.4 }));
    const compressing = screen.getByRole('progressbar', { name: 'Compressing team photo' });
    expect(compressing.getAttribute('aria-valuetext')).toBe('40 of 100 percent');

    act(() => report({ stage: 'sending', sentBytes: 0.4 * 1024 * 1024, totalBytes: 1.2 * 1024 * 1024 }));
    const sending = screen.getByRole('progressbar', { name: 'Uploading team photo' });
    expect(sending.getAttribute('aria-valuetext')).toBe('0.4 of 1.2 MB');
    expect(screen.getByText('0.4 of 1.2 MB')).toBeTruthy();
    expect(sending.getAttribute('value')).toBe('0.4');
    expect(sending.getAttribute('max')).toBe('1.2');
    expect(screen.queryByRole('progressbar', { name: 'Compressing team photo' })).toBeNull();

    await act(async () => upload.resolve());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.photoUploadSuccess);
  });

  /** The team logo field with a file chosen, its upload held until `upload` settles; `report` tells the field how far it got. */
  async function chooseHeldLogo() {
    const upload = deferred();
    let onProgressOfField: ((progress: UploadProgress) => void) | undefined;
    render(
      <ImageUploadField
        label="Team logo"
        texts="logo"
        onUpload={(_file, onProgress) => {
          onProgressOfField = onProgress;
          return upload.promise;
        }}
      />,
    );
    await choose('Team logo');
    return { upload, report: (progress: UploadProgress) => onProgressOfField?.(progress) };
  }

  it('counts an image under 1 MB in KB, so the bar ends at its total', async () => {
    const { upload, report } = await chooseHeldLogo();
    act(() => report({ stage: 'sending', sentBytes: 150 * 1024, totalBytes: 200 * 1024 }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading team logo' });
    expect(bar.getAttribute('aria-valuetext')).toBe('150 of 200 KB');
    expect(bar.getAttribute('max')).toBe('200');
    await act(async () => upload.resolve());
  });

  it('a failed upload leaves no bar, only the spec failure text', async () => {
    const { upload, report } = await chooseHeldLogo();
    act(() => report({ stage: 'sending', sentBytes: 10, totalBytes: 100 }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => upload.reject(new Error('AccessDenied')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.logoUploadError);
  });
});
