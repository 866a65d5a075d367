/** Hands `parts` to the browser as a downloaded file, from a Blob URL (nothing is sent anywhere). */
export function saveFile(fileName: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file by then; the URL would only hold memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
