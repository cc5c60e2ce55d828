import { mkdir } from 'node:fs/promises'
import type { MailCatcher } from '@portico/mail-catcher'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { throwIfAborted } from './abort.ts'
import type { DevnetAccountAbstraction } from './accountAbstraction.ts'
import { DEV_ACCOUNTS, type DevAccount } from './accounts.ts'
import type { ChildExit } from './childProcess.ts'
import type { DevnetCollection } from './deployCollections.ts'
import type { DevnetEns } from './deployEnsContracts.ts'
import type { DevnetToken } from './deployTokens.ts'
import type { DevnetUniswap } from './deployUniswap.ts'
import { StackStartAbortedError } from './errors.ts'
import type { NonEvmNetworks, StackBitcoin, StackSolana } from './nonEvmNetworks.ts'
import { assertPortsFree } from './ports.ts'
import type { StackPorts } from './resolvePorts.ts'
import type { StackChain } from './serverConfig.ts'
import { createStackRun, type StackRun } from './stack/createStackRun.ts'
import { deployStep, type StackContracts } from './stack/deployStep.ts'
import { resolveStackOptions } from './stack/resolveStackOptions.ts'
import type { StackStartPhase } from './stack/stackConstants.ts'
import { stackPortClaims } from './stack/stackPortClaims.ts'
import { startBundlerStep } from './stack/startBundlerStep.ts'
import { startChainsStep } from './stack/startChainsStep.ts'
import { startDemoStep } from './stack/startDemoStep.ts'
import { type StackFarcaster, startFarcasterStep } from './stack/startFarcasterStep.ts'
import { startMailStep } from './stack/startMailStep.ts'
import { startNonEvmStep } from './stack/startNonEvmStep.ts'
import { startOidcStep } from './stack/startOidcStep.ts'
import { startOnrampStep } from './stack/startOnrampStep.ts'
import { startRelayStep } from './stack/startRelayStep.ts'
import { startSecureSiteStep } from './stack/startSecureSiteStep.ts'
import { startServerStep } from './stack/startServerStep.ts'
import { writeConfigStep } from './stack/writeConfigStep.ts'

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
  /**
   * ERC-4337 on both chains (default false; the CLI, the e2e stack and `--scale` turn it on):
   * EntryPoint v0.8 and SimpleAccountFactory from `@account-abstraction/contracts` at their
   * canonical addresses, Portico's smart account (Solady's ERC4337), its factory and the
   * verifying paymaster (1,000 ETH deposit; signer PAYMASTER_SIGNER_ACCOUNT) at fixed CREATE2
   * addresses (DEVNET_ACCOUNT_ABSTRACTION), and a bundler (alto, from npm) per chain on ports
   * `bundler` / `bundler2` (4337 / 4338), stopped with the stack. Listed in
   * `Stack.accountAbstraction` and devnet.json.
   */
  accountAbstraction?: boolean
  /**
   * Enable the relays' HTTP control routes, for end-to-end tests: WalletConnect's (drop every
   * socket) and the Farcaster relay's (`POST /control/outage`).
   */
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
  /**
   * ENS on each chain when the server runs (else empty): pass `universalResolver` to viem's
   * `getEnsAddress` / `getEnsName` to resolve `<label>.portico.id` through the server's gateway.
   */
  ens: DevnetEns[]
  /**
   * ERC-4337 on each chain with `accountAbstraction: true` (else empty): `{ chainId, entryPoint,
   * entryPointVersion, factory, accountFactory, accountImplementation, paymaster,
   * paymasterSigner, bundlerUrl }`.
   */
  accountAbstraction: DevnetAccountAbstraction[]
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
   * Sign In With Farcaster, started with the server: the local relay, the ID registry stand-in on
   * chain 31337 and its registered test fids with their custody keys.
   */
  farcaster?: StackFarcaster
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

/**
 * Starts the local stack: two anvil chains (31337 'Portico Local', 31338 'Portico Local 2')
 * with the dev accounts funded, PUSD / PTK and Uniswap V2 with ETH/PUSD, ETH/PTK and PTK/PUSD
 * pools deployed at the same addresses on both, a local
 * Solana network and a local Bitcoin service (dev accounts funded), then apps/server and
 * apps/demo. Every port is checked before anything starts. If any step fails,
 * what was started is stopped and the error names the step and shows its last output.
 * Each step is one phase (STACK_START_PHASES) in its own file under `stack/`; they share what
 * has been started through the run (`stack/createStackRun.ts`).
 *
 * @example
 * const stack = await startStack({ server: false, demo: false, ports: { anvil: 9545, anvil2: 9546 } })
 * stack.chains[0].rpcUrl // 'http://127.0.0.1:9545'
 * await stack.stop()
 */
export async function startStack(parameters: StartStackParameters = {}): Promise<Stack> {
  const options = resolveStackOptions(parameters)
  await assertPortsFree(stackPortClaims(options))
  const run = createStackRun(parameters, options)
  try {
    throwIfAborted(run.signal)
    await mkdir(options.stateDir, { recursive: true })
    const nonEvm = options.withNonEvm ? await startNonEvmStep(run) : undefined
    const { chains, compiled } = await startChainsStep(run)
    // The server's ENS gateway key, new on every start like the contracts that trust it.
    const ensSignerKey = options.withServer ? generatePrivateKey() : undefined
    const contracts = await deployStep(run, {
      chains,
      compiled,
      ...(ensSignerKey ? { ensSigner: privateKeyToAddress(ensSignerKey) } : {}),
    })
    const accountAbstraction = options.withAccountAbstraction
      ? await startBundlerStep(run, { chains, compiled: compiled.accountAbstraction })
      : []
    if (options.withRelay) await startRelayStep(run)
    let farcaster: StackFarcaster | undefined
    if (options.withServer) {
      await startMailStep(run)
      await startOidcStep(run)
      farcaster = await startFarcasterStep(run, { chains })
      await startOnrampStep(run, { chains, tokens: contracts.tokens, solana: nonEvm?.solana })
    }
    const configPath = await writeConfigStep(run, {
      chains,
      contracts,
      accountAbstraction,
      nonEvm,
      ensSignerKey,
      farcaster,
    })
    if (options.withServer) await startServerStep(run, configPath)
    if (options.secureSiteMode && options.serverUrl)
      await startSecureSiteStep(run, { mode: options.secureSiteMode, serverUrl: options.serverUrl })
    if (options.demoMode) await startDemoStep(run, { mode: options.demoMode, chains, nonEvm })
    throwIfAborted(run.signal)
    return runningStack(run, { chains, contracts, accountAbstraction, nonEvm, farcaster })
  } catch (error) {
    await run.stop()
    // Whatever a step failed with once aborted (a cancelled request, a killed build), the cause
    // was the abort.
    if (run.signal?.aborted && !(error instanceof StackStartAbortedError)) {
      throw new StackStartAbortedError({ cause: error })
    }
    throw error
  }
}

// The started stack as its caller sees it.
function runningStack(
  run: StackRun,
  {
    chains,
    contracts,
    accountAbstraction,
    nonEvm,
    farcaster,
  }: {
    chains: StackChain[]
    contracts: StackContracts
    accountAbstraction: DevnetAccountAbstraction[]
    nonEvm: NonEvmNetworks | undefined
    farcaster: StackFarcaster | undefined
  },
): Stack {
  const { options, services } = run
  const { relay, mailCatcher, oidc, onrampSandbox } = services
  return {
    chains,
    ...contracts,
    accountAbstraction,
    accounts: DEV_ACCOUNTS,
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    ...(options.demoUrl ? { demoUrl: options.demoUrl } : {}),
    ...(relay ? { relayUrl: relay.url } : {}),
    ...(mailCatcher ? { mailUrl: mailCatcher.httpUrl, mailCatcher } : {}),
    ...(options.secureSiteUrl ? { secureSiteUrl: options.secureSiteUrl } : {}),
    ...(oidc ? { oidcIssuer: oidc.issuer } : {}),
    ...(farcaster ? { farcaster } : {}),
    ...(onrampSandbox ? { onrampSandboxUrl: onrampSandbox.url } : {}),
    ...(nonEvm ? { solana: nonEvm.solana, bitcoin: nonEvm.bitcoin } : {}),
    projectId: options.projectId,
    stateDir: options.stateDir,
    processes: run.processes(),
    unexpectedExit: run.unexpectedExit,
    stop: run.stop,
  }
}
