/** An instant as part of a file name: sorts by time, and has no ':' (which Windows refuses in names). */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}
