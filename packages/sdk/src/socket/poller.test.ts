import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller, NOTIFICATION_POLL_INTERVAL_MS } from './poller';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe('createPoller', () => {
  it('polls every 10 s by default', () => {
    expect(NOTIFICATION_POLL_INTERVAL_MS).toBe(10_000);
  });

  it('runs at once on start, then every interval after each run', async () => {
    let count = 0;
    const task = vi.fn(async () => ++count);
    const onResult = vi.fn();
    const poller = createPoller({ task, onResult });

    expect(poller.running).toBe(false);
    poller.start();
    expect(poller.running).toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenLastCalledWith(1);

    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS - 1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith(2);

    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS * 3);
    expect(task).toHaveBeenCalledTimes(5);
    expect(onResult).toHaveBeenCalledTimes(5);
    poller.stop();
    expect(poller.running).toBe(false);
  });

  it('passes an AbortSignal to the task', async () => {
    const task = vi.fn(async (signal: AbortSignal) => signal);
    const poller = createPoller({ task, onResult: () => {} });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.mock.calls[0]?.[0]).toBeInstanceOf(AbortSignal);
    expect(task.mock.calls[0]?.[0].aborted).toBe(false);
    poller.stop();
  });

  it('waits one interval first when not immediate', async () => {
    const task = vi.fn(async () => 'ok');
    const poller = createPoller({ task, onResult: () => {}, intervalMs: 100, immediate: false });
    poller.start();
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(99);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('never overlaps runs: the next one is scheduled after a slow run ends', async () => {
    const runs: Deferred<number>[] = [];
    const task = vi.fn(() => {
      const d = deferred<number>();
      runs.push(d);
      return d.promise;
    });
    const onResult = vi.fn();
    const poller = createPoller({ task, onResult, intervalMs: 100 });
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);

    runs[0]?.resolve(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledWith(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('reports failures to onError and keeps polling', async () => {
    const error = new Error('boom');
    const task = vi.fn().mockRejectedValueOnce(error).mockResolvedValue('ok');
    const onResult = vi.fn();
    const onError = vi.fn();
    const poller = createPoller({ task, onResult, onError, intervalMs: 50 });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(error);
    expect(onResult).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(onResult).toHaveBeenCalledWith('ok');
    poller.stop();
  });

  it('keeps polling when there is no onError, or when onResult or onError throw', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue('ok');
    const poller = createPoller({ task, onResult: () => {}, intervalMs: 50 });
    poller.start();
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();

    const onError = vi.fn(() => {
      throw new Error('handler');
    });
    const throwing = createPoller({
      task: async () => 1,
      onResult: () => {
        throw new Error('result');
      },
      onError,
      intervalMs: 50,
    });
    throwing.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(onError).toHaveBeenCalledTimes(3);
    throwing.stop();
  });

  it('survives a task that throws synchronously', async () => {
    const onError = vi.fn();
    const task = vi.fn((): Promise<number> => {
      throw new Error('sync');
    });
    const poller = createPoller({ task, onResult: () => {}, onError, intervalMs: 50 });
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('aborts the in-flight run on stop and ignores its result', async () => {
    const runs: { signal: AbortSignal; d: Deferred<number> }[] = [];
    const task = (signal: AbortSignal) => {
      const d = deferred<number>();
      runs.push({ signal, d });
      return d.promise;
    };
    const onResult = vi.fn();
    const onError = vi.fn();
    const poller = createPoller({ task, onResult, onError, intervalMs: 50 });
    poller.start();
    poller.stop();
    expect(runs[0]?.signal.aborted).toBe(true);
    runs[0]?.d.resolve(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(runs).toHaveLength(1);
  });

  it('does not report the abort error of a stopped run', async () => {
    const onError = vi.fn();
    const task = (signal: AbortSignal) =>
      new Promise<number>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    const poller = createPoller({ task, onResult: () => {}, onError, intervalMs: 50 });
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(200);
    expect(onError).not.toHaveBeenCalled();
  });

  it('cancels the scheduled run on stop', async () => {
    const task = vi.fn(async () => 1);
    const poller = createPoller({ task, onResult: () => {}, intervalMs: 50 });
    poller.start();
    await vi.advanceTimersByTimeAsync(10);
    poller.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('start is a no-op when already running', async () => {
    const task = vi.fn(async () => 1);
    const poller = createPoller({ task, onResult: () => {}, intervalMs: 50 });
    poller.start();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('can be restarted after stop, unaffected by the aborted run', async () => {
    const runs: Deferred<number>[] = [];
    const task = vi.fn(() => {
      const d = deferred<number>();
      runs.push(d);
      return d.promise;
    });
    const onResult = vi.fn();
    const poller = createPoller({ task, onResult, intervalMs: 50 });
    poller.start();
    poller.stop();
    poller.start();
    expect(task).toHaveBeenCalledTimes(2);
    runs[0]?.resolve(1); // the aborted run ends late: nothing happens
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).not.toHaveBeenCalled();
    runs[1]?.resolve(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledExactlyOnceWith(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('refresh runs now and restarts the interval from the end of that run', async () => {
    const task = vi.fn(async () => 1);
    const onResult = vi.fn();
    const poller = createPoller({ task, onResult, intervalMs: 100 });
    poller.start();
    await vi.advanceTimersByTimeAsync(60);
    expect(task).toHaveBeenCalledTimes(1);

    await poller.refresh();
    expect(task).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('refresh coalesces with the run in flight', async () => {
    const d = deferred<number>();
    const task = vi.fn(() => d.promise);
    const onResult = vi.fn();
    const poller = createPoller({ task, onResult, intervalMs: 100 });
    poller.start();
    const first = poller.refresh();
    const second = poller.refresh();
    expect(task).toHaveBeenCalledTimes(1);
    d.resolve(7);
    await Promise.all([first, second]);
    expect(onResult).toHaveBeenCalledExactlyOnceWith(7);
    poller.stop();
  });

  it('refresh resolves (never rejects) when the run fails', async () => {
    const onError = vi.fn();
    const poller = createPoller({
      task: async () => {
        throw new Error('nope');
      },
      onResult: () => {},
      onError,
    });
    await expect(poller.refresh()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('refresh works when stopped: one run, nothing scheduled', async () => {
    const task = vi.fn(async () => 'x');
    const onResult = vi.fn();
    const poller = createPoller({ task, onResult, intervalMs: 50 });
    await poller.refresh();
    expect(onResult).toHaveBeenCalledWith('x');
    expect(poller.running).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('start during a refresh run joins it and schedules after it', async () => {
    const d = deferred<number>();
    const task = vi.fn().mockReturnValueOnce(d.promise).mockResolvedValue(2);
    const poller = createPoller({ task, onResult: () => {}, intervalMs: 50 });
    const refreshed = poller.refresh();
    poller.start();
    expect(task).toHaveBeenCalledTimes(1);
    d.resolve(1);
    await refreshed;
    await vi.advanceTimersByTimeAsync(50);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });
});
