import { spawn, type ChildProcess } from 'node:child_process';

// The processes a journey starts itself (the fake portal, app servers, Debian's nginx): their output kept for the
// failure message, and a wait for an address to answer.

export interface Started {
  readonly child: ChildProcess;
  /** Everything it has written to stdout and stderr so far. */
  out(): string;
}

/** Starts `command` with the runner's environment, the demo's switches off unless `env` names them. */
export function startProcess(command: string, args: readonly string[], cwd: string, env: Record<string, string>): Started {
  let out = '';
  const child = spawn(command, [...args], { cwd, env: { ...process.env, KADO_DEMO: '', KADO_CONTROL_ROUTES: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  return { child, out: () => out };
}

/** Waits (at most 60 s) until `url` answers as `ready` says; fails at once if the process has ended. */
export async function waitUntilAnswering(url: string, started: Started, ready: (res: Response) => boolean = (res) => res.ok): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) throw new Error(`${url}: exited with ${started.child.exitCode}\n${started.out()}`);
    if (await fetch(url, { redirect: 'manual' }).then(ready, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s\n${started.out()}`);
}

/** The start of an nginx configuration that keeps every file it writes in `dir` (no root needed). */
export function nginxPrologue(dir: string, workerConnections: number): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}
