// `npm run bench [-- --profile | --profile-load]`: installs what is missing, then runs
// bench/run.ts (see there for the figures and the options).
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs'
import { run } from './lib/run.mjs'
import { nodeOptionsWithSourceCondition } from './lib/sourceCondition.mjs'

ensureDependencies()
ensureChromium()
try {
  // The bench, and the stack it starts, import the @portico packages from their sources.
  run(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], {
    env: { ...process.env, NODE_OPTIONS: nodeOptionsWithSourceCondition(process.env.NODE_OPTIONS) },
  })
} catch (error) {
  process.exit(error.exitCode ?? 1)
}
