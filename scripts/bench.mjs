// `npm run bench`: installs what is missing, then runs bench/run.ts (see there for the figures).
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs'
import { run } from './lib/run.mjs'

ensureDependencies()
ensureChromium()
try {
  run(process.execPath, ['--import', 'tsx', 'bench/run.ts'])
} catch (error) {
  process.exit(error.exitCode ?? 1)
}
