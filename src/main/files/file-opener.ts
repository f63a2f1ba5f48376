/**
 * Asks which file to open: the desktop app's open dialog (the shell implements it; the core never imports
 * electron). Resolves to the chosen path, or null when the person cancelled.
 */
export type FileOpener = (options: { title: string; extensions: readonly string[] }) => Promise<string | null>;
