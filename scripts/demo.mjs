// `npm run demo [-- --scale]`: install what is missing, then start the local chains, the server and the demo
// dApp (tools/devnet prints the URL and stops everything on Ctrl-C).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureDependencies, ensureServices } from './lib/ensure.mjs'
import { repoRoot } from './lib/run.mjs'
import { nodeOptionsWithSourceCondition } from './lib/sourceCondition.mjs'

ensureDependencies()
// `npm run demo -- --scale` runs the server on Postgres and Redis, three processes behind HAProxy.
if (process.argv.includes('--scale')) ensureServices()
const devnet = spawn(
  process.execPath,
  ['--import', 'tsx', join(repoRoot, 'tools', 'devnet', 'src', 'cli.ts'), ...process.argv.slice(2)],
  // The IPC channel closes whenever this process ends, even by SIGKILL: the devnet then stops
  // the stack, so no chain outlives `npm run demo`.
  {
    cwd: repoRoot,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // The devnet, and the server it starts, import the @portico packages from their sources.
    env: { ...process.env, NODE_OPTIONS: nodeOptionsWithSourceCondition(process.env.NODE_OPTIONS) },
  },
)
// The devnet shares our terminal's process group, so Ctrl-C reaches it directly: we ignore
// SIGINT (not forward it: a second SIGINT tells the devnet to leave without a clean stop) and
// wait for it to clean up. SIGTERM and SIGHUP come to us alone, so they are forwarded. Either
// way we exit with its status once it has stopped everything.
process.on('SIGINT', () => {})
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => devnet.kill(signal))
devnet.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
