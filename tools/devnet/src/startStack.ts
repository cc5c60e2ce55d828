import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { type MailCatcher, startMailCatcher } from '@portico/mail-catcher'
import type { OnrampSandbox } from '@portico/onramp-sandbox'
import { type Relay, startRelay } from '@portico/relay'
import { throwIfAborted } from './abort.ts'
import { DEPLOYER_ACCOUNT, DEV_ACCOUNTS, type DevAccount } from './accounts.ts'
import { addDevnetLiquidity } from './addDevnetLiquidity.ts'
import type { ChildExit, ManagedChild } from './childProcess.ts'
import {
  compilePorticoNft,
  compilePorticoToken,
  type DevnetContractName,
} from './compilePorticoToken.ts'
import { demoEnv } from './demoEnv.ts'
import { type DevnetCollection, deployCollections } from './deployCollections.ts'
import { type DevnetToken, deployTokens } from './deployTokens.ts'
import { type DevnetUniswap, deployUniswap } from './deployUniswap.ts'
import type { DevnetInfo } from './devnetInfo.ts'
import { StackStartAbortedError } from './errors.ts'
import {
  type NonEvmNetworks,
  type StackBitcoin,
  type StackSolana,
  startNonEvmNetworks,
} from './nonEvmNetworks.ts'
import { DEFAULT_STATE_DIR, SECURE_SITE_ROOT } from './paths.ts'
import { assertPortsFree, type PortClaim } from './ports.ts'
import { PORT_SETTINGS, resolvePorts, type StackPorts } from './resolvePorts.ts'
import { buildServerConfig, loadAuthMasterKey, type StackChain } from './serverConfig.ts'
import { startAnvil } from './startAnvil.ts'
import { startDemo } from './startDemo.ts'
import { type DevnetOidc, startDevnetOidc } from './startDevnetOidc.ts'
import { startDevnetOnramp } from './startDevnetOnramp.ts'
import { startScaledServers } from './startScaledServers.ts'
import { startServer } from './startServer.ts'
import { DEVNET_POOLS, DEVNET_UNISWAP } from './uniswap.ts'

/** The devnet's chains: ids, names, and which port setting each listens on. */
export const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Portico Local', port: 'anvil' },
  { chainId: 31338, name: 'Portico Local 2', port: 'anvil2' },
] as const satisfies readonly { chainId: number; name: string; port: keyof StackPorts }[]

export const DEFAULT_PROJECT_ID = 'portico-demo'

/**
 * The phases of `startStack`, in the order they begin ('chains' and 'compile' run side by side);
 * a phase that is turned off (`server: false`, …) is skipped.
 */
export const STACK_START_PHASES = [
  'non-evm',
  'chains',
  'compile',
  'deploy',
  'relay',
  'mail',
  'oidc',
  'onramp',
  'config',
  'server',
  'secure-site',
  'demo',
] as const

export type StackStartPhase = (typeof STACK_START_PHASES)[number]

const HOST = '127.0.0.1'

export interface StartStackParameters {
  /** Explicit ports; otherwise PORTICO_*_PORT, otherwise the defaults of `PORT_SETTINGS`. */
  ports?: Partial<StackPorts>
  /**
   * Start apps/server, the mail catcher it sends its e-mail to, the local OpenID provider its
   * social sign-in uses and the on-ramp sandbox it buys through (default true).
   */
  server?: boolean
  /** Start the local WalletConnect relay, apps/relay (default true). */
  relay?: boolean
  /**
   * Start the local Solana network (tools/local-solana) and the local Bitcoin service
   * (tools/local-bitcoin) beside the EVM chains, in this process (default true).
   */
  nonEvm?: boolean
  /** Enable the relay's HTTP control routes (drop every socket), for end-to-end tests. */
  relayControl?: boolean
  /** Start apps/demo with vite's dev server, or build + preview, or not at all (default 'dev'). */
  demo?: 'dev' | 'preview' | false
  /**
   * Start apps/secure-site (the embedded wallet's page, on its own origin) the same ways; it
   * needs the server. Default: as `demo` when the server starts, else not.
   */
  secureSite?: 'dev' | 'preview' | false
  /**
   * Run the server as an operator does at scale: Postgres and Redis from Debian's packages,
   * `processes` server processes sharing them, HAProxy in front on the server's port
   * (`npm run demo -- --scale`). Default: one process on SQLite.
   */
  scale?: { processes: number }
  /** How long the server's sign-in codes live (default the server's 10 min); tests shorten it. */
  authCodeTtlMs?: number
  /** Where devnet.json, server.config.json and the database go (default `<repo>/.portico`). */
  stateDir?: string
  /** Progress lines, and the server's and demo's output (anvil's request log is left out). */
  log?: (line: string) => void
  projectId?: string
  /** Tell the demo to install the test wallet with account 0's key (default true). */
  testWallet?: boolean
  /**
   * Aborting stops whatever was started and rejects with StackStartAbortedError, promptly in
   * every phase: each wait (readiness, solc, deploys, builds) ends on the abort.
   */
  signal?: AbortSignal
  /**
   * Told as each phase is under way ('started': its processes spawned, its work begun) and as it
   * ends ('finished'). An abort in 'started' lands in the middle of the phase, one in 'finished'
   * between two phases; the tests use it to abort at every point.
   */
  onPhase?: (phase: StackStartPhase, step: 'started' | 'finished') => void
  /** Other entry points, for tests and for running against another checkout. */
  paths?: {
    serverEntry?: string
    demoRoot?: string
    secureSiteRoot?: string
    compileCacheDir?: string
  }
}

/** A running stack. */
export interface Stack {
  chains: StackChain[]
  tokens: DevnetToken[]
  collections: DevnetCollection[]
  /** Uniswap V2 on each chain (same addresses on both) with its pools. */
  uniswap: DevnetUniswap[]
  accounts: readonly DevAccount[]
  serverUrl?: string
  demoUrl?: string
  /** The local WalletConnect relay (`ws://…`), when started. */
  relayUrl?: string
  /** The mail catcher's inbox page (`http://…`), started with the server. */
  mailUrl?: string
  /** The embedded wallet's page (apps/secure-site), when started. */
  secureSiteUrl?: string
  /** The local Solana network, unless `nonEvm: false`. */
  solana?: StackSolana
  /** The local Bitcoin service (Esplora API, regtest), unless `nonEvm: false`. */
  bitcoin?: StackBitcoin
  /** The mail catcher itself, for tests that read the server's e-mail (`waitForMail`). */
  mailCatcher?: MailCatcher
  /** The local OpenID provider standing in for every social provider, started with the server. */
  oidcIssuer?: string
  /**
   * The on-ramp sandbox (tools/onramp-sandbox), started with the server: the server's on-ramp
   * provider and exchange; checkouts deliver from dev account 8, the exchange from account 7.
   */
  onrampSandboxUrl?: string
  projectId: string
  stateDir: string
  /** Every process the stack runs (each leads its own process group). */
  processes: { name: string; pid: number }[]
  /** Settles if a process exits while the stack runs, i.e. not because of `stop()`. */
  unexpectedExit: Promise<ChildExit>
  /** Stops every process (SIGTERM, SIGKILL after 3 s) and removes devnet.json. Idempotent. */
  stop(): Promise<void>
}

export type StartStackReturnType = Stack

/** Children started so far, stopped newest first. */
function createChildSet() {
  const children: { child: ManagedChild; rank: number }[] = []
  let stopping: Promise<void> | undefined
  return {
    /** In start order: chains by id, then the server, then the demo (not finishing order). */
    ordered(): ManagedChild[] {
      return [...children].sort((a, b) => a.rank - b.rank).map((entry) => entry.child)
    },
    add(child: ManagedChild, rank: number) {
      children.push({ child, rank })
    },
    stopAll(): Promise<void> {
      stopping ??= (async () => {
        for (const { child } of [...children].reverse()) await child.stop()
      })()
      return stopping
    },
  }
}

/** Runs every task to the end (so each child is registered), then throws the first failure. */
async function allOrFirstError<T>(tasks: readonly Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(tasks)
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  return results.map((result) => (result as PromiseFulfilledResult<T>).value)
}

/**
 * Starts the local stack: two anvil chains (31337 'Portico Local', 31338 'Portico Local 2')
 * with the dev accounts funded, PUSD / PTK and Uniswap V2 with ETH/PUSD, ETH/PTK and PTK/PUSD
 * pools deployed at the same addresses on both, a local
 * Solana network and a local Bitcoin service (dev accounts funded), then apps/server and
 * apps/demo. Every port is checked before anything starts. If any step fails,
 * what was started is stopped and the error names the step and shows its last output.
 *
 * @example
 * const stack = await startStack({ server: false, demo: false, ports: { anvil: 9545, anvil2: 9546 } })
 * stack.chains[0].rpcUrl // 'http://127.0.0.1:9545'
 * await stack.stop()
 */
export async function startStack(parameters: StartStackParameters = {}): Promise<Stack> {
  const log = parameters.log ?? (() => {})
  const withServer = parameters.server ?? true
  const withRelay = parameters.relay ?? true
  const withNonEvm = parameters.nonEvm ?? true
  const demoMode = parameters.demo ?? 'dev'
  const secureSiteMode = withServer ? (parameters.secureSite ?? demoMode) : false
  const projectId = parameters.projectId ?? DEFAULT_PROJECT_ID
  const testWallet = parameters.testWallet ?? true
  const stateDir = resolve(parameters.stateDir ?? DEFAULT_STATE_DIR)
  const signal = parameters.signal
  const ports = resolvePorts(parameters.ports)

  const claims: PortClaim[] = DEVNET_CHAINS.map((chain) => ({
    port: ports[chain.port],
    purpose: `anvil, chain ${chain.chainId}`,
    envVar: PORT_SETTINGS[chain.port].envVar,
  }))
  if (withNonEvm) {
    claims.push(
      { port: ports.solana, purpose: 'local Solana', envVar: PORT_SETTINGS.solana.envVar },
      { port: ports.bitcoin, purpose: 'local Bitcoin', envVar: PORT_SETTINGS.bitcoin.envVar },
    )
  }
  if (withServer) {
    claims.push({ port: ports.server, purpose: 'server', envVar: PORT_SETTINGS.server.envVar })
    claims.push(
      {
        port: ports.mailSmtp,
        purpose: 'mail catcher, SMTP',
        envVar: PORT_SETTINGS.mailSmtp.envVar,
      },
      {
        port: ports.mailHttp,
        purpose: 'mail catcher, inbox',
        envVar: PORT_SETTINGS.mailHttp.envVar,
      },
      { port: ports.oidc, purpose: 'local OpenID provider', envVar: PORT_SETTINGS.oidc.envVar },
      {
        port: ports.onrampSandbox,
        purpose: 'on-ramp sandbox',
        envVar: PORT_SETTINGS.onrampSandbox.envVar,
      },
    )
  }
  if (secureSiteMode) {
    claims.push({
      port: ports.secureSite,
      purpose: 'secure site',
      envVar: PORT_SETTINGS.secureSite.envVar,
    })
  }
  if (demoMode) {
    claims.push({ port: ports.demo, purpose: 'demo', envVar: PORT_SETTINGS.demo.envVar })
  }
  if (withRelay) {
    claims.push({
      port: ports.relay,
      purpose: 'WalletConnect relay',
      envVar: PORT_SETTINGS.relay.envVar,
    })
  }
  await assertPortsFree(claims)

  const started = createChildSet()
  let running = true
  let reportUnexpectedExit: (exit: ChildExit) => void = () => {}
  const unexpectedExit = new Promise<ChildExit>((settle) => {
    reportUnexpectedExit = settle
  })
  const track = (child: ManagedChild, rank: number) => {
    started.add(child, rank)
    log(`${child.name} is up (pid ${child.pid})`)
    child.exited.then((exit) => {
      if (running && !exit.expected) reportUnexpectedExit(exit)
    })
  }
  const phaseStarted = (phase: StackStartPhase) => parameters.onPhase?.(phase, 'started')
  // Checks before and after each phase, so that an abort between two phases is seen at once;
  // within a phase, each wait observes the signal itself. A phase that starts something keeps it
  // where the cleanup below finds it before this can throw.
  const runPhase = async <T>(phase: StackStartPhase, work: () => Promise<T>): Promise<T> => {
    throwIfAborted(signal)
    const result = await work()
    throwIfAborted(signal)
    parameters.onPhase?.(phase, 'finished')
    return result
  }
  const devnetJson = join(stateDir, 'devnet.json')
  // The relay runs in this process (it is a library with close()), not as a child.
  let relay: Relay | undefined
  const stopRelay = async () => {
    await relay?.close()
    relay = undefined
  }
  // The mail catcher too: the server sends its sign-in e-mails there.
  let mailCatcher: MailCatcher | undefined
  const stopMailCatcher = async () => {
    await mailCatcher?.close()
    mailCatcher = undefined
  }
  // And the local OpenID provider the server's social sign-in goes to.
  let oidc: DevnetOidc | undefined
  const stopOidc = async () => {
    await oidc?.stop()
    oidc = undefined
  }
  // And the on-ramp sandbox the server buys through.
  let onrampSandbox: OnrampSandbox | undefined
  const stopOnramp = async () => {
    await onrampSandbox?.close()
    onrampSandbox = undefined
  }
  // The local Solana network and Bitcoin service run in this process too.
  let nonEvmNetworks: NonEvmNetworks | undefined
  const stopInProcess = async () => {
    await stopRelay()
    await stopMailCatcher()
    await stopOidc()
    await stopOnramp()
    await nonEvmNetworks?.stop()
    nonEvmNetworks = undefined
  }

  try {
    throwIfAborted(signal)
    await mkdir(stateDir, { recursive: true })

    if (withNonEvm) {
      await runPhase('non-evm', async () => {
        log('Starting the local Solana network and Bitcoin service…')
        // In this process, up in well under a second: the check after the phase sees an abort.
        const starting = startNonEvmNetworks({
          host: HOST,
          solanaPort: ports.solana,
          bitcoinPort: ports.bitcoin,
        })
        phaseStarted('non-evm')
        nonEvmNetworks = await starting
        const { solana, bitcoin } = nonEvmNetworks
        log(
          `Local Solana is up (${solana.url}, ${solana.caipNetworkId}, PUSD ${solana.token.mint})`,
        )
        log(`Local Bitcoin is up (${bitcoin.url}, Esplora API, regtest ${bitcoin.caipNetworkId})`)
      })
    }
    const solana = nonEvmNetworks?.solana
    const bitcoin = nonEvmNetworks?.bitcoin

    log('Starting the chains and compiling the contracts…')
    const startChains = async () => {
      let spawned = 0
      const anvilStarts = DEVNET_CHAINS.map(async (chain, index) => {
        const anvil = await startAnvil({
          chainId: chain.chainId,
          port: ports[chain.port],
          envVar: PORT_SETTINGS[chain.port].envVar,
          signal,
          onSpawned: () => {
            spawned += 1
            if (spawned === DEVNET_CHAINS.length) phaseStarted('chains')
          },
        })
        track(anvil.child, index)
        return {
          chainId: chain.chainId,
          name: chain.name,
          rpcUrl: anvil.rpcUrl,
          port: ports[chain.port],
        }
      })
      // Every start runs to its end (an abort ends each at once), so cleanup knows every anvil.
      return allOrFirstError(anvilStarts)
    }
    const compileContracts = async () => {
      const options = {
        signal,
        onCompileStarted: (contractName: DevnetContractName) =>
          log(`Compiling ${contractName}.sol with solc-js (cached afterwards)…`),
        ...(parameters.paths?.compileCacheDir
          ? { cacheDir: parameters.paths.compileCacheDir }
          : {}),
      }
      // One after the other: solc-js is CPU-bound, and a cache hit takes milliseconds.
      const compiling = compilePorticoToken(options)
      phaseStarted('compile')
      const token = await compiling
      return { token, nft: await compilePorticoNft(options) }
    }
    // Both run to the end even if one fails, so that every started anvil is known to cleanup.
    const [chainsResult, compileOutcome] = await Promise.allSettled([
      runPhase('chains', startChains),
      runPhase('compile', compileContracts),
    ])
    if (chainsResult.status === 'rejected') throw chainsResult.reason
    if (compileOutcome.status === 'rejected') throw compileOutcome.reason
    const chains = chainsResult.value
    const compiled = compileOutcome.value
    for (const [name, result] of [
      ['PorticoToken', compiled.token],
      ['PorticoNft', compiled.nft],
    ] as const)
      log(
        result.fromCache
          ? `${name} artifact from cache (${result.cacheFile})`
          : `Compiled ${name}.sol (cached at ${result.cacheFile})`,
      )

    const deployed = await runPhase('deploy', async () => {
      const deploys = chains.map(async ({ chainId, rpcUrl }) => {
        const deployOurs = async () => {
          // Tokens first: the collections' addresses follow the tokens' nonces.
          const tokens = await deployTokens({
            chainId,
            rpcUrl,
            artifact: compiled.token.artifact,
            signal,
          })
          const collections = await deployCollections({
            chainId,
            rpcUrl,
            artifact: compiled.nft.artifact,
            signal,
          })
          return { tokens, collections }
        }
        // Uniswap comes from account 9, so it goes side by side with account 0's deploys; both
        // run to their end before a failure is thrown, so no request is left in flight.
        const [ours, contracts] = await Promise.allSettled([
          deployOurs(),
          deployUniswap({ chainId, rpcUrl, signal }),
        ])
        if (ours.status === 'rejected') throw ours.reason
        if (contracts.status === 'rejected') throw contracts.reason
        // The pools need both: the tokens (account 9 holds some) and the router.
        const pools = await addDevnetLiquidity({ chainId, rpcUrl, signal })
        return { ...ours.value, uniswap: { ...contracts.value, pools } }
      })
      phaseStarted('deploy')
      return allOrFirstError(deploys)
    })
    const tokens = deployed.flatMap((chain) => chain.tokens)
    const collections = deployed.flatMap((chain) => chain.collections)
    const uniswap = deployed.map((chain) => chain.uniswap)
    log(`Deployed ${tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')}`)
    log(
      `Deployed Uniswap V2 (router ${DEVNET_UNISWAP.router.address}) with pools ${DEVNET_POOLS.map((pool) => pool.name).join(', ')}`,
    )

    const serverUrl = withServer ? `http://${HOST}:${ports.server}` : undefined
    const demoUrl = demoMode ? `http://${HOST}:${ports.demo}` : undefined
    // The relay, the mail catcher and the OpenID provider run in this process and are up in
    // milliseconds: the check after each phase sees an abort, and the cleanup stops them.
    if (withRelay) {
      await runPhase('relay', async () => {
        const starting = startRelay({
          port: ports.relay,
          host: HOST,
          control: parameters.relayControl ?? false,
        })
        phaseStarted('relay')
        relay = await starting
        log(`WalletConnect relay is up (${relay.url})`)
      })
    }
    const relayUrl = relay?.url
    if (withServer) {
      await runPhase('mail', async () => {
        const starting = startMailCatcher({
          host: HOST,
          smtpPort: ports.mailSmtp,
          httpPort: ports.mailHttp,
        })
        phaseStarted('mail')
        mailCatcher = await starting
        log(`Mail catcher is up (inbox ${mailCatcher.httpUrl}, SMTP port ${mailCatcher.smtpPort})`)
      })
      await runPhase('oidc', async () => {
        const starting = startDevnetOidc({
          host: HOST,
          port: ports.oidc,
          secureSitePort: ports.secureSite,
        })
        phaseStarted('oidc')
        oidc = await starting
        log(`Local OpenID provider is up (${oidc.issuer}, stands in for the social providers)`)
      })
      await runPhase('onramp', async () => {
        const starting = startDevnetOnramp({
          host: HOST,
          port: ports.onrampSandbox,
          chains,
          tokens,
          ...(solana ? { solana } : {}),
        })
        phaseStarted('onramp')
        onrampSandbox = await starting
        log(
          `On-ramp sandbox is up (${onrampSandbox.url}, test card 4242 4242 4242 4242; treasury ${onrampSandbox.treasuryAddress}${onrampSandbox.solanaTreasuryAddress ? `, Solana treasury ${onrampSandbox.solanaTreasuryAddress}` : ''})`,
        )
      })
    }
    const onrampSandboxUrl = onrampSandbox?.url
    const mailUrl = mailCatcher?.httpUrl
    const serverConfigPath = join(stateDir, 'server.config.json')
    const secureSiteUrl = secureSiteMode ? `http://${HOST}:${ports.secureSite}` : undefined
    await runPhase('config', async () => {
      phaseStarted('config')
      const serverConfig = buildServerConfig({
        port: ports.server,
        host: HOST,
        stateDir,
        projectId,
        demoPort: ports.demo,
        chains,
        tokens,
        collections,
        mailSmtpPort: ports.mailSmtp,
        secureSitePort: ports.secureSite,
        authMasterKey: await loadAuthMasterKey(stateDir),
        ...(solana ? { solana } : {}),
        ...(bitcoin ? { bitcoin } : {}),
        ...(parameters.authCodeTtlMs ? { authCodeTtlMs: parameters.authCodeTtlMs } : {}),
        ...(oidc ? { social: { issuer: oidc.issuer, clientSecret: oidc.clientSecret } } : {}),
        ...(onrampSandboxUrl ? { onrampSandboxUrl } : {}),
        ...(parameters.scale ? { behindBalancer: true } : {}),
      })
      const info: DevnetInfo = {
        projectId,
        chains,
        tokens,
        collections,
        uniswap,
        serverUrl: serverUrl ?? null,
        demoUrl: demoUrl ?? null,
        relayUrl: relayUrl ?? null,
        mailUrl: mailUrl ?? null,
        secureSiteUrl: secureSiteUrl ?? null,
        oidcIssuer: oidc?.issuer ?? null,
        onrampSandboxUrl: onrampSandboxUrl ?? null,
        solana: solana ?? null,
        bitcoin: bitcoin ?? null,
        accounts: DEV_ACCOUNTS.map((account) => account.address),
        testWallet: { enabled: testWallet, address: DEPLOYER_ACCOUNT.address },
      }
      // It holds the auth master key: readable by this user only (chmod: the file may be older).
      await writeFile(serverConfigPath, `${JSON.stringify(serverConfig, null, 2)}\n`, {
        mode: 0o600,
      })
      await chmod(serverConfigPath, 0o600)
      await writeFile(devnetJson, `${JSON.stringify(info, null, 2)}\n`)
    })

    if (withServer) {
      await runPhase('server', async () => {
        if (parameters.scale) {
          const { processes } = parameters.scale
          log(`Starting Postgres, Redis, ${processes} server processes and the balancer…`)
          phaseStarted('server')
          const scaled = await startScaledServers({
            processes,
            port: ports.server,
            configPath: serverConfigPath,
            stateDir,
            entry: parameters.paths?.serverEntry,
            signal,
            // Postgres and Redis stop last, with the chains; the servers before them.
            onSpawned: (child) =>
              track(child, ['postgres', 'redis'].includes(child.name) ? 0 : DEVNET_CHAINS.length),
            onLine: log,
          })
          log(`Postgres ${scaled.databaseUrl}, Redis ${scaled.redisUrl}`)
          return
        }
        log('Starting the server…')
        const server = await startServer({
          port: ports.server,
          host: HOST,
          configPath: serverConfigPath,
          entry: parameters.paths?.serverEntry,
          signal,
          onSpawned: () => phaseStarted('server'),
          onLine: (line) => log(`[server] ${line}`),
        })
        track(server.child, DEVNET_CHAINS.length)
      })
    }

    // Told once per app, though a preview spawns two processes (the build, then vite).
    const onFirstSpawn = (phase: StackStartPhase) => {
      let told = false
      return () => {
        if (!told) phaseStarted(phase)
        told = true
      }
    }

    if (secureSiteMode && serverUrl) {
      await runPhase('secure-site', async () => {
        log('Starting the secure site…')
        const secureSite = await startDemo({
          mode: secureSiteMode,
          port: ports.secureSite,
          root: parameters.paths?.secureSiteRoot ?? SECURE_SITE_ROOT,
          app: { name: 'secure site', portEnvVar: PORT_SETTINGS.secureSite.envVar },
          env: {
            VITE_PORTICO_AUTH_API_URL: serverUrl,
            PORTICO_SECURE_SITE_PORT: String(ports.secureSite),
          },
          signal,
          onSpawned: onFirstSpawn('secure-site'),
          onLine: (line) => log(`[secure site] ${line}`),
        })
        track(secureSite.child, DEVNET_CHAINS.length + 1)
      })
    }

    if (demoMode) {
      await runPhase('demo', async () => {
        log(demoMode === 'preview' ? 'Building and starting the demo…' : 'Starting the demo…')
        const demo = await startDemo({
          mode: demoMode,
          port: ports.demo,
          root: parameters.paths?.demoRoot,
          env: demoEnv({
            serverUrl: serverUrl ?? `http://${HOST}:${ports.server}`,
            projectId,
            chains,
            testWallet,
            relayUrl,
            secureSiteUrl,
            mailUrl,
            solana,
            bitcoin,
          }),
          signal,
          onSpawned: onFirstSpawn('demo'),
          onLine: (line) => log(`[demo] ${line}`),
        })
        track(demo.child, DEVNET_CHAINS.length + 2)
      })
    }
    throwIfAborted(signal)

    let stopping: Promise<void> | undefined
    return {
      chains,
      tokens,
      collections,
      uniswap,
      accounts: DEV_ACCOUNTS,
      ...(serverUrl ? { serverUrl } : {}),
      ...(demoUrl ? { demoUrl } : {}),
      ...(relayUrl ? { relayUrl } : {}),
      ...(mailCatcher ? { mailUrl: mailCatcher.httpUrl, mailCatcher } : {}),
      ...(secureSiteUrl ? { secureSiteUrl } : {}),
      ...(oidc ? { oidcIssuer: oidc.issuer } : {}),
      ...(onrampSandboxUrl ? { onrampSandboxUrl } : {}),
      ...(solana ? { solana } : {}),
      ...(bitcoin ? { bitcoin } : {}),
      projectId,
      stateDir,
      processes: started.ordered().map((child) => ({ name: child.name, pid: child.pid })),
      unexpectedExit,
      stop() {
        stopping ??= (async () => {
          running = false
          await started.stopAll()
          await stopInProcess()
          await rm(devnetJson, { force: true })
        })()
        return stopping
      },
    }
  } catch (error) {
    running = false
    await started.stopAll()
    await stopInProcess()
    await rm(devnetJson, { force: true })
    // Whatever a step failed with once aborted (a cancelled request, a killed build), the cause
    // was the abort.
    if (signal?.aborted && !(error instanceof StackStartAbortedError)) {
      throw new StackStartAbortedError({ cause: error })
    }
    throw error
  }
}
