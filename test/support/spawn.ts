/** Starts one of the repo's Node entry points with tsx and waits for the line that says where it listens. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
  stop(): Promise<void>;
}

export function startScript(script: string, args: string[], env: Record<string, string>, ready: RegExp, timeoutMs = 20_000): Promise<Started> {
  return startNode(['--import', 'tsx', script, ...args], env, ready, timeoutMs);
}

/** Starts `node <nodeArgs>` (a built file, say, without tsx in the process) and waits for the line that says where it listens. */
export function startNode(nodeArgs: string[], env: Record<string, string>, ready: RegExp, timeoutMs = 20_000): Promise<Started> {
  const script = nodeArgs.find((arg) => !arg.startsWith('-')) ?? 'node';
  const child = spawn(process.execPath, nodeArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, output: () => output, url: match[1] as string, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}
