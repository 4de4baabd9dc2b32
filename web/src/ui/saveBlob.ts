/** Saves downloaded bytes under a file name, as the browser's own download would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; free it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
