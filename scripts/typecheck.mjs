// `npm run typecheck`: the whole repo's types, and the Next.js example's apart (Next.js declares
// its own globals, such as process.env.NODE_ENV).
import { bin, run } from './lib/run.mjs'

try {
  run(bin('tsc'), ['-p', 'tsconfig.json'])
  run(bin('tsc'), ['-p', 'examples/nextjs/tsconfig.json', '--noEmit'])
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode ?? 1)
}
