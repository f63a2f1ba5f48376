/**
 * The README's chain setup guide as a script. Its blocks are marked `<!-- chain-guide:NAME on=MACHINE -->` (a step,
 * run on that machine), `<!-- chain-guide:variables -->` (the variables the guide asks the reader to set) and
 * `<!-- chain-guide:pg_hba -->` (the lines for pg_hba.conf). A step runs as written, in bash, in its machine's
 * folder and shell session (what one step exports, the next on that machine has, as in one terminal); only the
 * guide's own variables and the way to the test's server come from the test.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type GuideMachine = 'admin' | 'server' | 'reader';

export interface GuideStep {
  name: string;
  machine: GuideMachine;
  code: string;
}

export interface ChainGuide {
  steps: GuideStep[];
  /** The names the variables block sets, in its order. */
  variables: string[];
  /** The pg_hba.conf lines as the guide shows them. */
  pgHba: string[];
}

const MARKED_BLOCK = /<!-- chain-guide:([\w-]+)(?: on=(\w+))? -->\n```\w*\n([\s\S]*?)\n```/g;
const MACHINES: readonly string[] = ['admin', 'server', 'reader'] satisfies GuideMachine[];

export function readChainGuide(markdown: string): ChainGuide {
  const guide: ChainGuide = { steps: [], variables: [], pgHba: [] };
  for (const [, name, machine, code] of markdown.matchAll(MARKED_BLOCK)) {
    if (name === 'variables') guide.variables = code!.split('\n').map((line) => /^([A-Z_]+)=/.exec(line)?.[1] ?? `(not a variable: ${line})`);
    else if (name === 'pg_hba') guide.pgHba = code!.split('\n');
    else if (machine && MACHINES.includes(machine)) guide.steps.push({ name: name!, machine: machine as GuideMachine, code: code! });
    else throw new Error(`the README's chain-guide:${name} block says no machine it runs on (on=admin, on=server or on=reader)`);
  }
  return guide;
}

/** A line as PostgreSQL reads it: its words, however they are spaced. */
export const hbaWords = (line: string): string => line.trim().split(/\s+/).join(' ');

export interface StepOutput {
  stdout: string;
  stderr: string;
}

export interface GuideMachines {
  folder(machine: GuideMachine): string;
  /** Runs a step as written, with `input` as what a person types at its prompts; throws with its output if it fails. */
  run(step: GuideStep, input?: string): Promise<StepOutput>;
}

/** A checkout of Airtime Till as `npm ci` leaves it, enough for `npm run chain:…`: links to this one's parts. */
function checkout(root: string, folder: string): void {
  for (const part of ['package.json', 'node_modules', 'chain', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.node.json']) symlinkSync(join(root, part), join(folder, part));
}

/**
 * The guide's three machines as folders of `work` (admin and reader hold a checkout of `root`, the server only what
 * is copied to it), `env` the guide's variables for every shell, `serverEnv` what the server's own shell adds, and
 * `bin` programs that stand in for the machine's own (sudo, systemctl) first on the PATH.
 */
export function guideMachines(options: { root: string; work: string; bin: string; env: Record<string, string>; serverEnv: Record<string, string> }): GuideMachines {
  const folder = (machine: GuideMachine) => join(options.work, machine);
  for (const machine of MACHINES as GuideMachine[]) {
    // The server's programs run as postgres, which must be able to stand in the folder they are run from.
    mkdirSync(folder(machine), { mode: 0o755 });
    if (machine !== 'server') checkout(options.root, folder(machine));
  }
  mkdirSync(join(options.work, 'sessions'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PG')));
  return {
    folder,
    run(step, input = '') {
      const session = join(options.work, 'sessions', `${step.machine}.sh`);
      if (!existsSync(session)) writeFileSync(session, '');
      const script = ['set -euo pipefail', `. '${session}'`, step.code, `export -p > '${session}'`, ''].join('\n');
      const env = { ...inherited, ...options.env, ...(step.machine === 'server' ? options.serverEnv : {}), PATH: `${options.bin}:${process.env.PATH}` };
      return new Promise((resolve, reject) => {
        // Its own session, with no terminal: a program that asks for a password reads it from stdin.
        const child = spawn('bash', ['-c', script], { cwd: folder(step.machine), env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.stdin.end(input);
        child.on('error', reject);
        child.on('close', (status) => (status === 0 ? resolve({ stdout, stderr }) : reject(new Error(`the guide's step "${step.name}" (on the ${step.machine}) failed (${status}):\n${step.code}\n--- stdout\n${stdout}--- stderr\n${stderr}`))));
      });
    },
  };
}
