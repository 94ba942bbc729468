/** Saves a Blob under a file name through a temporary link (works on desktop and phone browsers). */
export function downloadBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
