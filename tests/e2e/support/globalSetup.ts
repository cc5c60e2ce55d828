import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { NON_EVM_NETWORKS, startStack } from '@portico/devnet'
import { E2E_PORTS } from './ports.ts'
import { STACK_FILE, STATE_DIR, type StackInfo } from './stack.ts'

/** Sign-in codes live this long in the test stack, so that the expiry test waits seconds. */
const AUTH_CODE_TTL_MS = 15_000

/** Starts the local stack once for the run; Playwright calls the returned function at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(STATE_DIR, { recursive: true })
  // The test wallet as a plain script, for pages that need a second wallet (addInitScript).
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@portico/test-wallet'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('Building the test wallet script failed')
  const stack = await startStack({
    ports: E2E_PORTS,
    demo: 'preview',
    stateDir: STATE_DIR,
    testWallet: true,
    relayControl: true,
    // ERC-4337 (bundlers, the smart account factory, the paymaster) as `npm run demo` has it.
    accountAbstraction: true,
    authCodeTtlMs: AUTH_CODE_TTL_MS,
    log: (line) => {
      if (process.env.PORTICO_E2E_VERBOSE) console.info(line)
    },
  })
  const { chains, tokens, collections, accounts, serverUrl, demoUrl, projectId, relayUrl } = stack
  const { secureSiteUrl, mailUrl, onrampSandboxUrl, solana, bitcoin, farcaster } = stack
  if (
    !serverUrl ||
    !demoUrl ||
    !relayUrl ||
    !secureSiteUrl ||
    !mailUrl ||
    !onrampSandboxUrl ||
    !solana ||
    !bitcoin ||
    !farcaster
  ) {
    await stack.stop()
    throw new Error(
      'The test stack started without server, demo, relay, secure site, mail, on-ramp sandbox, Solana, Bitcoin or Farcaster',
    )
  }
  const info = {
    ...{ chains, tokens, collections, accounts, serverUrl, demoUrl, projectId, relayUrl },
    ...{ secureSiteUrl, mailUrl, onrampSandboxUrl, authCodeTtlMs: AUTH_CODE_TTL_MS },
    solana: {
      name: NON_EVM_NETWORKS.solana.name,
      url: solana.url,
      caipNetworkId: solana.caipNetworkId,
    },
    bitcoin: {
      name: NON_EVM_NETWORKS.bitcoin.name,
      url: bitcoin.url,
      caipNetworkId: bitcoin.caipNetworkId,
    },
    ens: stack.ens.map(({ chainId, universalResolver, zone }) => ({
      chainId,
      universalResolver,
      zone,
    })),
    accountAbstraction: stack.accountAbstraction,
    farcaster: {
      relayUrl: farcaster.relayUrl,
      idRegistry: farcaster.idRegistry,
      accounts: farcaster.accounts.map(({ fid, custodyPrivateKey, username }) => ({
        fid,
        custodyPrivateKey,
        username,
      })),
    },
  }
  writeFileSync(STACK_FILE, JSON.stringify(info satisfies StackInfo, null, 2))
  return () => stack.stop()
}
