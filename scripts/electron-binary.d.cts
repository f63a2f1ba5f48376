/** Where the Electron binary is installed, or null (never downloads it). */
export declare function electronBinaryPath(): string | null;
