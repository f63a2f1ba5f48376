/**
 * A new password, typed twice: from a terminal without echo (raw mode, nothing shown), or, when stdin is not a
 * terminal (a script, a test), its first two lines.
 */
import { createInterface } from 'node:readline';

export const MIN_PASSWORD = 8;

function fromTerminal(prompts: readonly string[]): Promise<string[]> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    const answers: string[] = [];
    let current = '';
    process.stderr.write(prompts[0]!);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      if (error) reject(error);
      else resolve(answers);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003' || char === '\u0004') return done(new Error('cancelled: no password was kept'));
        if (char === '\r' || char === '\n') {
          process.stderr.write('\n');
          answers.push(current);
          current = '';
          if (answers.length === prompts.length) return done();
          process.stderr.write(prompts[answers.length]!);
        } else if (char === '\u007f' || char === '\b') current = current.slice(0, -1);
        else current += char;
      }
    };
    input.on('data', onData);
  });
}

function fromLines(count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    const reader = createInterface({ input: process.stdin, terminal: false });
    reader.on('line', (line) => {
      lines.push(line);
      if (lines.length === count) reader.close();
    });
    reader.on('close', () => (lines.length === count ? resolve(lines) : reject(new Error(`give the password twice, on ${count} lines of stdin`))));
  });
}

export async function readNewPassword(name: string): Promise<string> {
  const prompts = [`Password for ${name}: `, 'The same password again: '];
  const [first, second] = process.stdin.isTTY ? await fromTerminal(prompts) : await fromLines(2);
  if (first !== second) throw new Error('the two passwords differ: nothing was changed');
  if ([...first!].length < MIN_PASSWORD) throw new Error(`a password has at least ${MIN_PASSWORD} characters: nothing was changed`);
  return first!;
}
