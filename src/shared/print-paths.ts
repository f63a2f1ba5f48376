/**
 * Where the renderer's print page lives (after the `#`): the core names these to the desktop shell, which
 * loads them in a hidden window, and the renderer routes them. One place, so the two cannot drift apart.
 */
export const PRINT_PATH = '/print';
/** The printer's test page. */
export const PRINT_TEST_PATH = `${PRINT_PATH}/test`;

/** The page of one print job: the core's job says which sale, document and copy. */
export function printJobPath(jobId: number): string {
  return `${PRINT_PATH}/job/${jobId}`;
}
