/**
 * Work that can wait until the screen is up and the clerk is not tapping: loading what later steps and screens
 * need, so that it is there before it is asked for. Returns the cancel, for an effect's cleanup.
 *
 * On a slow kiosk each such load ends in a task the page cannot cut short (a script's evaluation, a language's
 * catalogue added), and a tap that lands on one waits for it. So the pieces run one at a time, each once its
 * predecessor's promise has settled; none before FIRST_WAIT_MS after it was asked for (a screen asks as it
 * mounts, before its data has come and it can be tapped: the first tap on it comes first) nor before QUIET_MS
 * in which nobody tapped or typed (a tap's own work and frame come first), so that loading goes on while the
 * clerk pauses (or after LONGEST_QUIET_MS of taps without a pause). Then the browser's idle time, or LATEST_MS.
 */
const FIRST_WAIT_MS = 1_000;
const QUIET_MS = 400;
const LONGEST_QUIET_MS = 3_000;
const LATEST_MS = 2_000;
/** The longest a piece holds up the next one: a load that never ends must not stop every later one. */
const LONGEST_WAIT_MS = 10_000;

let lastInput = -Infinity;
if (typeof addEventListener === 'function') {
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, () => (lastInput = performance.now()), { capture: true, passive: true });
}

let queue: Promise<unknown> = Promise.resolve();

export function whenIdle(work: () => unknown): () => void {
  let cancelled = false;
  const asked = performance.now();
  queue = queue.then(async () => {
    await quiet(asked);
    await idle();
    if (!cancelled) await atMost(LONGEST_WAIT_MS, work());
  }).catch(() => undefined);
  return () => {
    cancelled = true;
  };
}

/** Resolves FIRST_WAIT_MS after `asked` and QUIET_MS after the last tap or key (LONGEST_QUIET_MS after `asked` at the latest). */
async function quiet(asked: number): Promise<void> {
  for (;;) {
    const wait = Math.min(Math.max(asked + FIRST_WAIT_MS, lastInput + QUIET_MS), asked + LONGEST_QUIET_MS) - performance.now();
    if (wait <= 0) return;
    await sleep(wait);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function atMost(ms: number, work: unknown): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: LATEST_MS });
    else setTimeout(resolve, 0);
  });
}
