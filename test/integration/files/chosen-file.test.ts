/**
 * Files a person names, on real files: the kernel's own (/proc, /dev), a pipe nobody writes to, a folder, a link,
 * a file past its limit, and one the till's user may not read, which must answer exactly as a missing one does.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnrolmentFile } from '../../../src/main/chain/enrolment';
import { copyChosenFile, readAtMost, readChosenFile, UnusableFile, type UnusableWhy } from '../../../src/main/files/chosen-file';
import { TillError } from '../../../src/shared/errors';
import { startHarness, type Harness } from '../../support/till-harness';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-chosen-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function why(read: () => unknown): UnusableWhy | 'read' {
  try {
    read();
    return 'read';
  } catch (error) {
    if (error instanceof UnusableFile) return error.why;
    throw error;
  }
}

function fifo(name: string): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

describe('reading a file a person named', () => {
  it('reads an ordinary file whole, up to its limit exactly, and refuses one byte more', () => {
    const file = join(dir, 'ten.txt');
    writeFileSync(file, '0123456789');
    expect(readChosenFile(file, 10).toString()).toBe('0123456789');
    expect(readChosenFile(file, 100).toString()).toBe('0123456789');
    expect(why(() => readChosenFile(file, 9))).toBe('too-large');
  });

  it("refuses the kernel's files, however they are reached: /proc/self/pagemap (0 bytes by fstat, endless), a link to it, /dev/zero, /dev/urandom, /sys", () => {
    const link = join(dir, 'innocent.json');
    symlinkSync('/proc/self/pagemap', link);
    const kernel = ['/proc/self/pagemap', link, '/proc/self/environ', '/dev/zero', '/dev/urandom', '/sys/kernel/uevent_seqnum'].filter((path) => existsSync(path));
    expect(kernel).toContain(link);
    for (const path of kernel) {
      expect(why(() => readChosenFile(path, 64_000)), path).toBe('system');
    }
  });

  it('refuses a pipe without waiting for anyone to write to it, and a folder', () => {
    // Were the open to wait for a writer, this call would never return: there is none.
    expect(why(() => readChosenFile(fifo('enrolment.fifo'), 64_000))).toBe('not-a-file');
    expect(why(() => readChosenFile(dir, 64_000))).toBe('not-a-file');
  });

  it('reads no further than asked from a file whose size says nothing (endless /dev/zero, 0-byte /proc/self/pagemap)', () => {
    for (const [path, bytes] of [['/dev/zero', 100_001], ['/proc/self/pagemap', 64]] as const) {
      const fd = openSync(path, 'r');
      try {
        expect(statSync(path).size, path).toBe(0);
        expect(readAtMost(fd, Buffer.alloc(bytes)), path).toBe(bytes);
      } finally {
        closeSync(fd);
      }
    }
  });

  it('copies an ordinary file into a new private file, and leaves nothing behind when it refuses one', () => {
    const source = join(dir, 'backup.sqlite');
    writeFileSync(source, Buffer.alloc(3 * 1024 * 1024 + 17, 7), { mode: 0o644 });
    const copy = join(dir, 'copy.sqlite');
    copyChosenFile(source, copy, 4 * 1024 * 1024);
    expect(readFileSync(copy).equals(readFileSync(source))).toBe(true);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    // Never over a file that is already there.
    expect(() => copyChosenFile(source, copy, 4 * 1024 * 1024)).toThrow(/EEXIST/);
    expect(readFileSync(copy).equals(readFileSync(source))).toBe(true);

    const tooSmall = join(dir, 'too-small.sqlite');
    expect(why(() => copyChosenFile(source, tooSmall, 3 * 1024 * 1024))).toBe('too-large');
    expect(why(() => copyChosenFile('/dev/zero', tooSmall, 1024))).toBe('system');
    expect(why(() => copyChosenFile(fifo('backup.fifo'), tooSmall, 1024))).toBe('not-a-file');
    expect(existsSync(tooSmall)).toBe(false);
  });
});

/**
 * The enrolment's answers for `paths`, as the till's user would get them, or as nobody when the tests run as root
 * (root reads every file, so a file root may not read cannot be made).
 */
function enrolmentAnswers(paths: string[]): string[] {
  const script = `import(${JSON.stringify(join(__dirname, '../../../src/main/chain/enrolment.ts'))}).then(({ default: m }) => {
    const answers = process.argv.slice(1).map((path) => { try { m.readEnrolmentFile(path); return 'read'; } catch (error) { return error.message; } });
    process.stdout.write(JSON.stringify(answers));
  })`;
  const asRoot = process.getuid?.() === 0;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script, ...paths], { encoding: 'utf8', cwd: join(__dirname, '../../..'), ...(asRoot ? { uid: 65534, gid: 65534 } : {}) });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout) as string[];
}

describe('an enrolment file the till cannot use', () => {
  it('answers the same whether the file is missing or only unreadable, and says which file to give', () => {
    const open = mkdtempSync(join(tmpdir(), 'till-chosen-open-'));
    try {
      chmodSync(open, 0o755);
      const locked = join(open, 'till_0042.chain.json');
      writeFileSync(locked, '{}', { mode: 0o600 });
      if (process.getuid?.() !== 0) chmodSync(locked, 0o000);
      const [unreadable, missing] = enrolmentAnswers([locked, join(open, 'till_0043.chain.json')]);
      expect(unreadable).toBe(missing);
      expect(missing).toBe('This is not a usable chain enrolment: this file cannot be used. Give the path of the .json file chain:enroll wrote for this till (a few kilobytes).');
    } finally {
      rmSync(open, { recursive: true, force: true });
    }
  });

  it('gives /proc/self/pagemap, a pipe and a file far too large that same answer', () => {
    const large = join(dir, 'large.chain.json');
    writeFileSync(large, `{"format":"${'x'.repeat(70_000)}"}`);
    const answers = ['/proc/self/pagemap', fifo('till.chain.json'), large, dir].map((path) => {
      try {
        readEnrolmentFile(path);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(TillError);
        return (error as TillError).message;
      }
    });
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^This is not a usable chain enrolment: this file cannot be used\./);
  });
});

describe('chain.enrol on a path that is no enrolment file', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('refuses /proc/self/pagemap at once, keeps nothing, and the till goes on answering', async () => {
    await expect(h.call('chain.enrol', { path: '/proc/self/pagemap' })).rejects.toMatchObject({ code: 'INVALID_INPUT', message: expect.stringMatching(/this file cannot be used/) });
    expect((await h.call('chain.status')).state).toBe('off');
    expect((await h.call('status.get')).environment).toBe('sandbox');
  });
});
