// `npm run demo`: install what is missing, then start the local chains, the server and the demo
// dApp (tools/devnet prints the URL and stops everything on Ctrl-C).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureDependencies } from './lib/ensure.mjs'
import { repoRoot } from './lib/run.mjs'

ensureDependencies()
const devnet = spawn(
  process.execPath,
  ['--import', 'tsx', join(repoRoot, 'tools', 'devnet', 'src', 'cli.ts'), ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
)
// The devnet shares our terminal's process group, so Ctrl-C reaches it directly; forward
// SIGTERM too, and exit with its status once it has cleaned up.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => devnet.kill('SIGTERM'))
devnet.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
