import { describe, expect, it } from 'vitest';
import { createBoundedWork } from '../../../office/server/bounded-work';

/** A task that runs until the test ends it: started when its promise exists, ended at finish(). */
function heldTask(started: string[], name: string) {
  let finish = () => undefined as void;
  const task = () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finish = () => resolve(name);
    });
  return { task, finish: () => finish() };
}

describe('bounded work', () => {
  it('runs so many at once, queues so many more in order, and turns the rest away', async () => {
    const work = createBoundedWork(2, 1);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const runs = [a!, b!, c!, d!].map((held) => work.run(held.task));
    expect(runs[3]).toBeNull();
    expect(started).toEqual(['a', 'b']);
    a!.finish();
    await expect(runs[0]).resolves.toBe('a');
    expect(started).toEqual(['a', 'b', 'c']);
    // c took a's place: one more now waits, two would not.
    const e = heldTask(started, 'e');
    const queued = work.run(e.task);
    expect(queued).not.toBeNull();
    expect(work.run(heldTask(started, 'f').task)).toBeNull();
    b!.finish();
    c!.finish();
    await expect(Promise.all([runs[1], runs[2]])).resolves.toEqual(['b', 'c']);
    expect(started).toEqual(['a', 'b', 'c', 'e']);
    e.finish();
    await expect(queued).resolves.toBe('e');
  });

  it('gives its place back when a task fails', async () => {
    const work = createBoundedWork(1, 0);
    await expect(work.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(work.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
