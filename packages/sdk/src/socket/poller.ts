/** Notifications are polled every 10 s (spec 02 §7 and §9). */
export const NOTIFICATION_POLL_INTERVAL_MS = 10_000;

export interface PollerOptions<T> {
  /** One run. `signal` is aborted when the poller is stopped while the run is in flight. */
  task: (signal: AbortSignal) => Promise<T>;
  /**
   * Pause between the end of one run and the start of the next (runs never overlap).
   * @default NOTIFICATION_POLL_INTERVAL_MS
   */
  intervalMs?: number;
  /** Called with the result of every run that was not aborted. */
  onResult: (result: T) => void;
  /**
   * Called when a run fails (or `onResult` throws). A failed run does not stop the polling.
   * Aborted runs are not reported. Without it, failures are ignored.
   */
  onError?: (error: unknown) => void;
  /**
   * Whether `start()` runs the task at once, rather than after the first interval.
   * @default true
   */
  immediate?: boolean;
}

export interface Poller {
  /** Starts polling (no-op when already running). */
  start(): void;
  /** Stops polling: cancels the next run and aborts the one in flight, whose result is then ignored. */
  stop(): void;
  /**
   * Runs the task now, and resolves when that run is over (it never rejects: failures go to
   * `onError`). When a run is already in flight it waits for that one instead of starting another.
   * While running, the next run is then scheduled `intervalMs` after this one ends. Works when
   * stopped too (a single run, nothing scheduled).
   */
  refresh(): Promise<void>;
  /** Whether the poller is started. */
  readonly running: boolean;
}

interface Run {
  controller: AbortController;
  done: Promise<void>;
}

/**
 * Polls `task`: runs it on `start()` (when `immediate`), then again `intervalMs` after each run
 * finishes, so runs never overlap and a slow server is never asked twice at once.
 *
 * @example
 *   const poller = createPoller({
 *     task: (signal) => client.notifications.list({}, { signal }),
 *     onResult: (page) => setNotifications(page.results),
 *   });
 *   poller.start();
 *   // later: poller.stop();
 */
export function createPoller<T>(options: PollerOptions<T>): Poller {
  const { task, onResult, onError } = options;
  const intervalMs = options.intervalMs ?? NOTIFICATION_POLL_INTERVAL_MS;
  const immediate = options.immediate ?? true;

  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Run | undefined;

  function clearTimer(): void {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  }

  function schedule(): void {
    clearTimer();
    if (!running) return;
    timer = setTimeout(() => {
      timer = undefined;
      void run();
    }, intervalMs);
  }

  function report(error: unknown): void {
    if (!onError) return;
    try {
      onError(error);
    } catch {
      // An error handler that throws must not break the polling loop.
    }
  }

  function run(): Promise<void> {
    if (current) return current.done;
    clearTimer();
    const controller = new AbortController();
    // Registered before the task starts, so a task that throws synchronously still ends the run.
    const entry: Run = { controller, done: Promise.resolve() };
    current = entry;
    entry.done = (async () => {
      try {
        const result = await task(controller.signal);
        if (!controller.signal.aborted) onResult(result);
      } catch (error) {
        if (!controller.signal.aborted) report(error);
      } finally {
        // A run detached by stop() must not touch the state of a later start().
        if (current === entry) {
          current = undefined;
          schedule();
        }
      }
    })();
    return entry.done;
  }

  return {
    start() {
      if (running) return;
      running = true;
      if (immediate) void run();
      else schedule();
    },
    stop() {
      running = false;
      clearTimer();
      const inFlight = current;
      current = undefined;
      inFlight?.controller.abort();
    },
    refresh() {
      return run();
    },
    get running() {
      return running;
    },
  };
}
