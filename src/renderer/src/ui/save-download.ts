/**
 * A file the core made handed to the browser as a download: a Blob behind an object URL, clicked through an
 * <a download>, the URL let go of a moment later (the download has taken the file by then). A binary file
 * (a PDF) comes as base64; a text file (a CSV) as its text, saved in UTF-8.
 */
const REVOKE_AFTER_MS = 1_000;

export function saveDownload(fileName: string, base64: string, type: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  saveBlob(fileName, new Blob([bytes], { type }));
}

export function saveTextDownload(fileName: string, text: string, type: string): void {
  saveBlob(fileName, new Blob([text], { type }));
}

function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
