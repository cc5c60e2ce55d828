// `npm run bench [-- --profile]`: installs what is missing, then runs bench/run.ts (see there for
// the figures and the options).
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs'
import { run } from './lib/run.mjs'

ensureDependencies()
ensureChromium()
try {
  run(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)])
} catch (error) {
  process.exit(error.exitCode ?? 1)
}
