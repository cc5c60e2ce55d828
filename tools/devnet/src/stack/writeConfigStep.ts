import { chmod, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Hex } from 'viem'
import type { DevnetAccountAbstraction } from '../accountAbstraction.ts'
import { DEPLOYER_ACCOUNT, DEV_ACCOUNTS } from '../accounts.ts'
import type { DevnetInfo } from '../devnetInfo.ts'
import type { NonEvmNetworks } from '../nonEvmNetworks.ts'
import { buildServerConfig, loadAuthMasterKey, type StackChain } from '../serverConfig.ts'
import type { StackRun } from './createStackRun.ts'
import type { StackContracts } from './deployStep.ts'
import { STACK_HOST } from './stackConstants.ts'
import type { StackFarcaster } from './startFarcasterStep.ts'

/**
 * Phase 'config': writes `<stateDir>/server.config.json` (the server's config for what runs,
 * holding the auth master key, so readable by this user only) and `<stateDir>/devnet.json`
 * (what the stack offers, for tools that did not start it). Returns the server config's path.
 *
 * @example
 * const configPath = await writeConfigStep(run, { chains, contracts, accountAbstraction, nonEvm })
 */
export function writeConfigStep(
  run: StackRun,
  {
    chains,
    contracts: { tokens, collections, uniswap, ens },
    accountAbstraction,
    nonEvm,
    ensSignerKey,
    farcaster,
  }: {
    chains: StackChain[]
    contracts: StackContracts
    /** ERC-4337 on each chain, with its bundler (empty unless `accountAbstraction: true`). */
    accountAbstraction: DevnetAccountAbstraction[]
    nonEvm: NonEvmNetworks | undefined
    /** The server's ENS gateway key (its address is the resolvers' signer). */
    ensSignerKey?: Hex | undefined
    /** The Farcaster relay and ID registry stand-ins, started with the server. */
    farcaster?: StackFarcaster | undefined
  },
): Promise<string> {
  const { options, parameters, services } = run
  const { ports, stateDir, projectId } = options
  const { oidc } = services
  const solana = nonEvm?.solana
  const bitcoin = nonEvm?.bitcoin
  const onrampSandboxUrl = services.onrampSandbox?.url
  const serverConfigPath = join(stateDir, 'server.config.json')
  return run.runPhase('config', async () => {
    run.phaseStarted('config')
    const serverConfig = buildServerConfig({
      port: ports.server,
      host: STACK_HOST,
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
      ...(ensSignerKey && ens.length > 0 ? { ensGatewaySignerKey: ensSignerKey } : {}),
      ...(accountAbstraction.length > 0 ? { accountAbstraction } : {}),
      ...(farcaster
        ? { farcaster: { relayUrl: farcaster.relayUrl, idRegistryRpcUrl: farcaster.rpcUrl } }
        : {}),
    })
    const info: DevnetInfo = {
      projectId,
      chains,
      tokens,
      collections,
      uniswap,
      ens,
      accountAbstraction,
      serverUrl: options.serverUrl ?? null,
      demoUrl: options.demoUrl ?? null,
      relayUrl: services.relay?.url ?? null,
      mailUrl: services.mailCatcher?.httpUrl ?? null,
      secureSiteUrl: options.secureSiteUrl ?? null,
      oidcIssuer: oidc?.issuer ?? null,
      farcaster: farcaster
        ? {
            relayUrl: farcaster.relayUrl,
            chainId: farcaster.chainId,
            idRegistry: farcaster.idRegistry,
            accounts: farcaster.accounts.map(({ fid, username, custodyAddress }) => ({
              fid,
              username,
              custodyAddress,
            })),
          }
        : null,
      onrampSandboxUrl: onrampSandboxUrl ?? null,
      solana: solana ?? null,
      bitcoin: bitcoin ?? null,
      accounts: DEV_ACCOUNTS.map((account) => account.address),
      testWallet: { enabled: options.testWallet, address: DEPLOYER_ACCOUNT.address },
    }
    // It holds the auth master key: readable by this user only (chmod: the file may be older).
    await writeFile(serverConfigPath, `${JSON.stringify(serverConfig, null, 2)}\n`, {
      mode: 0o600,
    })
    await chmod(serverConfigPath, 0o600)
    await writeFile(join(stateDir, 'devnet.json'), `${JSON.stringify(info, null, 2)}\n`)
    return serverConfigPath
  })
}
