// `node --import tsx tools/devnet/src/cli.ts` (what `npm run demo` runs): starts the whole local
// stack, prints where everything is, and stops it all on Ctrl-C, SIGTERM, SIGHUP, when a part
// dies, or when `npm run demo` (scripts/demo.mjs, its parent over an IPC channel) is gone.
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { PorticoError } from '@portico/core'
import { DEPLOYER_ACCOUNT } from './accounts.ts'
import { BITCOIN_DEV_ACCOUNTS, SOLANA_DEV_ACCOUNTS } from './nonEvmNetworks.ts'
import { REPO_ROOT } from './paths.ts'
import { type Stack, type StartStackParameters, startStack } from './startStack.ts'

const USAGE = `Usage: node --import tsx tools/devnet/src/cli.ts [--demo dev|preview|none] [--no-server]
                                                  [--evm-only] [--state-dir <dir>] [--scale]
                                                  [--no-account-abstraction]

Starts two anvil chains (31337, 31338) with PUSD, PTK and Uniswap V2 pools, a local Solana network and a
local Bitcoin service (unless --evm-only), ERC-4337 on both chains (EntryPoint v0.8, Portico's smart
account factory and verifying paymaster, a bundler (alto) per chain; unless
--no-account-abstraction), the Portico server and the demo dApp, and stops everything on Ctrl-C.
--scale runs the server as at scale: Postgres and Redis (Debian's packages), three server
processes and HAProxy in front, on the same port.

Ports: PORTICO_ANVIL_PORT (8545), PORTICO_ANVIL2_PORT (8546), PORTICO_SERVER_PORT (8787),
PORTICO_DEMO_PORT (5173), PORTICO_SOLANA_PORT (8899), PORTICO_BITCOIN_PORT (18443),
PORTICO_BUNDLER_PORT (4337), PORTICO_BUNDLER2_PORT (4338).`

/** Server processes behind the balancer with `--scale`. */
const SCALED_PROCESSES = 3

// Stopping takes a few seconds (SIGTERM, SIGKILL after 3 s per process); past this, leave anyway:
// the exit hook still kills every process group (groupGuard.ts).
const SHUTDOWN_LIMIT_MS = 30_000

function parseCliArgs(argv: readonly string[]): StartStackParameters | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      demo: { type: 'string', default: 'dev' },
      'no-server': { type: 'boolean', default: false },
      'evm-only': { type: 'boolean', default: false },
      'state-dir': { type: 'string' },
      scale: { type: 'boolean', default: false },
      // On by default; the flag is still taken, as before it was.
      'account-abstraction': { type: 'boolean', default: false },
      'no-account-abstraction': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return 'help'
  const demo = values.demo
  if (demo !== 'dev' && demo !== 'preview' && demo !== 'none') {
    throw new PorticoError(`--demo must be dev, preview or none, not '${demo}'.`)
  }
  return {
    demo: demo === 'none' ? false : demo,
    server: !values['no-server'],
    nonEvm: !values['evm-only'],
    ...(values['state-dir'] ? { stateDir: values['state-dir'] } : {}),
    ...(values.scale ? { scale: { processes: SCALED_PROCESSES } } : {}),
    accountAbstraction: !values['no-account-abstraction'],
  }
}

/** Relative to the repo when inside it (as the README shows paths), absolute otherwise. */
function displayPath(path: string): string {
  const inRepo = relative(REPO_ROOT, path)
  return inRepo.startsWith('..') ? path : inRepo
}

function summary(stack: Stack): string {
  const rows: string[] = ['']
  if (stack.demoUrl) rows.push(`  ➜  Portico demo:  ${stack.demoUrl}`, '')
  if (stack.serverUrl)
    rows.push(`     Server        ${stack.serverUrl}  (project ${stack.projectId})`)
  if (stack.relayUrl) rows.push(`     Relay         ${stack.relayUrl}  (WalletConnect, local only)`)
  if (stack.secureSiteUrl)
    rows.push(`     Secure site   ${stack.secureSiteUrl}  (the embedded wallet's frame)`)
  if (stack.mailUrl)
    rows.push(`     Mailbox       ${stack.mailUrl}  (e-mail sign-in codes arrive here)`)
  if (stack.oidcIssuer)
    rows.push(`     Social        ${stack.oidcIssuer}  (local stand-in for Google, GitHub, X, …)`)
  if (stack.farcaster)
    rows.push(
      `     Farcaster     ${stack.farcaster.relayUrl}  (local relay; approve with: npm run approve -w @portico/farcaster-test-client -- '<url>' --fid 1001)`,
    )
  if (stack.onrampSandboxUrl)
    rows.push(
      `     Buy / Pay     ${stack.onrampSandboxUrl}  (sandbox checkout: card 4242 4242 4242 4242)`,
    )
  stack.chains.forEach((chain, index) => {
    const label = index === 0 ? 'Chains' : ''
    rows.push(`     ${label.padEnd(13)} ${chain.chainId}  ${chain.name.padEnd(16)} ${chain.rpcUrl}`)
  })
  stack.accountAbstraction.forEach((chain, index) => {
    const label = index === 0 ? 'Bundlers' : ''
    rows.push(
      `     ${label.padEnd(13)} ${chain.chainId}  ${chain.bundlerUrl}  (ERC-4337, EntryPoint ${chain.entryPoint})`,
    )
  })
  const [aa] = stack.accountAbstraction
  if (aa)
    rows.push(
      `     Smart accts   factory ${aa.accountFactory}  (Solady ERC4337 accounts; every chain)`,
      `     Paymaster     ${aa.paymaster}  (signer ${aa.paymasterSigner}; every chain)`,
    )
  if (stack.solana) {
    const { solana } = stack
    rows.push(
      `     Solana        ${solana.caipNetworkId}  ${solana.url}  (PUSD mint ${solana.token.mint})`,
    )
  }
  if (stack.bitcoin) {
    rows.push(
      `     Bitcoin       ${stack.bitcoin.caipNetworkId}  ${stack.bitcoin.url}  (Esplora API, regtest)`,
    )
  }
  const symbols = [...new Set(stack.tokens.map((token) => token.symbol))]
  symbols.forEach((symbol, index) => {
    const token = stack.tokens.find((candidate) => candidate.symbol === symbol)
    if (!token) return
    const label = index === 0 ? 'Tokens' : ''
    rows.push(
      `     ${label.padEnd(13)} ${symbol.padEnd(5)} ${token.address}  (${token.decimals} decimals, every chain)`,
    )
  })
  const [uniswap] = stack.uniswap
  if (uniswap)
    rows.push(
      `     Uniswap V2    router ${uniswap.router}  (${uniswap.pools.map((pool) => pool.name).join(', ')}; every chain)`,
    )
  rows.push(
    `     Test wallet   ${DEPLOYER_ACCOUNT.address}  (dev account 0; keys in tools/devnet/src/accounts.ts)`,
    ...(stack.solana
      ? [
          `                   ${SOLANA_DEV_ACCOUNTS[0]!.address}  (Solana dev account 0; tools/local-solana)`,
        ]
      : []),
    ...(stack.bitcoin
      ? [
          `                   ${BITCOIN_DEV_ACCOUNTS[0]!.payment.address}  (Bitcoin dev account 0; tools/local-bitcoin)`,
        ]
      : []),
    `     State         ${displayPath(join(stack.stateDir, 'devnet.json'))}`,
    '',
    '  Press Ctrl-C to stop everything.',
    '',
  )
  return rows.join('\n')
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2))
  if (options === 'help') {
    console.info(USAGE)
    return
  }

  const controller = new AbortController()
  let starting: Promise<Stack> | undefined
  let shuttingDown = false

  const shutdown = async (reason: string, exitCode: number) => {
    if (shuttingDown) {
      // A second Ctrl-C: leave now; the exit hook still kills every process group.
      console.info('\nForcing exit.')
      process.exit(exitCode || 130)
    }
    shuttingDown = true
    console.info(`\n${reason} Stopping…`)
    setTimeout(() => {
      console.error(`\nStopping took over ${SHUTDOWN_LIMIT_MS / 1000} s; forcing exit.`)
      process.exit(exitCode || 1)
    }, SHUTDOWN_LIMIT_MS).unref()
    controller.abort()
    // A start still in progress stops what it started once aborted; a finished one stops here.
    const stack = await starting?.catch(() => undefined)
    await stack?.stop()
    process.exit(exitCode)
  }
  process.on('SIGINT', () => void shutdown('Ctrl-C.', 0))
  process.on('SIGTERM', () => void shutdown('SIGTERM.', 0))
  process.on('SIGHUP', () => void shutdown('The terminal closed.', 0))
  // Started by scripts/demo.mjs with an IPC channel: when it is gone, however it ended (even
  // SIGKILL), the channel closes and the stack stops with it. Unref'd: it must not keep us alive.
  if (process.channel) {
    process.channel.unref()
    process.once('disconnect', () => void shutdown('npm run demo is gone.', 1))
  }

  starting = startStack({
    ...options,
    signal: controller.signal,
    log: (line) => console.info(line),
  })
  let stack: Stack
  try {
    stack = await starting
  } catch (error) {
    if (shuttingDown) return
    console.error(`\nThe stack did not start: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
  if (shuttingDown) return

  console.info(summary(stack))
  const exit = await stack.unexpectedExit
  const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`
  console.error(
    `\n${exit.name} ${how}. Last output:\n${exit.output.map((line) => `  ${line}`).join('\n')}`,
  )
  await shutdown('A part of the stack died.', 1)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
