import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { AnvilUnavailableError } from './errors.ts'

/**
 * The path of the anvil binary that ships in @foundry-rs/anvil-linux-amd64. It is run directly,
 * never through npx, so that stopping it really stops it.
 *
 * @example
 * spawn(resolveAnvilBinary(), ['--port', '8545'])
 */
export function resolveAnvilBinary(): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new AnvilUnavailableError()
  try {
    const require = createRequire(import.meta.url)
    const manifest = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
    return join(dirname(manifest), 'bin', 'anvil')
  } catch (error) {
    throw new AnvilUnavailableError({ cause: error })
  }
}
