/**
 * Asks where to save a file and writes it there: the desktop app's save dialog (the shell implements it; the
 * core never imports electron). Resolves to the path written, or null when the person cancelled.
 */
export type FileSaver = (suggestedName: string, content: string) => Promise<string | null>;
