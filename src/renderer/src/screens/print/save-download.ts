/**
 * A file the core made (base64) handed to the browser as a download: a Blob behind an object URL, clicked
 * through an <a download>, the URL let go of a moment later (the download has taken the file by then).
 */
const REVOKE_AFTER_MS = 1_000;

export function saveDownload(fileName: string, base64: string, type: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
