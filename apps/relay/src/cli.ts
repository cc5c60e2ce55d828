// `node --import tsx apps/relay/src/cli.ts [--port N] [--host H] [--verbose]`: starts the local
// WalletConnect relay, prints its URL, and stops it on Ctrl-C or SIGTERM.
import { parseArgs } from 'node:util'
import { startRelay } from './startRelay.ts'

const USAGE = `Usage: node --import tsx apps/relay/src/cli.ts [--port N] [--host H] [--verbose]

Starts a WalletConnect v2 relay for local development and tests (not for production).
Give its URL to the kit as relayUrl. --port 0 (the default) lets the OS pick a free port.`

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      verbose: { type: 'boolean', short: 'v', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.info(USAGE)
    return
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`--port must be an integer from 0 to 65535, not '${values.port}'.`)
    process.exitCode = 2
    return
  }
  const relay = await startRelay({
    port,
    host: values.host,
    ...(values.verbose ? { log: (line: string) => console.info(line) } : {}),
  })
  console.info(`WalletConnect relay (local only) listening on ${relay.url}`)
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    console.info(`${signal}: stopping the relay`)
    await relay.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
