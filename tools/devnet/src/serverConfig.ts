import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PorticoError, type PorticoErrorOptions } from '@portico/core'
import type { Hex } from 'viem'
import type { DevnetAccountAbstraction } from './accountAbstraction.ts'
import { DEV_ACCOUNTS, PAYMASTER_SIGNER_ACCOUNT } from './accounts.ts'
import type { DevnetCollection } from './deployCollections.ts'
import type { DevnetToken } from './deployTokens.ts'
import { DEVNET_ENS_GATEWAY_TTL_SECONDS, DEVNET_NAME_ZONE } from './ens.ts'
import {
  NON_EVM_NETWORKS,
  SOLANA_PUSD_PRICE_USD,
  type StackBitcoin,
  type StackSolana,
} from './nonEvmNetworks.ts'
import {
  DEVNET_SOCIAL_PROVIDERS,
  devnetSocialClientId,
  devnetSocialRedirectUri,
} from './startDevnetOidc.ts'
import { PORTICO_TOKENS } from './tokens.ts'
import { DEVNET_UNISWAP } from './uniswap.ts'

/** A chain of the running stack. */
export interface StackChain {
  chainId: number
  name: string
  rpcUrl: string
  port: number
}

/** The shape apps/server reads from PORTICO_CONFIG. */
export interface ServerConfig {
  port: number
  host: string
  databaseUrl: string
  projects: {
    id: string
    name: string
    allowedOrigins: string[]
    features: string[]
    /** The zone account names are registered under (`/v1/profile`). */
    nameZone: string
    /** Where the project's users may use a smart account (CAIP-2); the server's default: none. */
    smartAccountNetworks?: string[]
    /** Decimal wei the project sponsors in gas in total; null or absent: no sponsorship. */
    gasSponsorshipLimitWei?: string | null
  }[]
  /** EVM and Solana chains have an `rpcUrl`, Bitcoin ones an `esploraUrl`. */
  chains: ({
    name: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    nativePriceUsd: number
    testnet: boolean
  } & (
    | {
        caipNetworkId: `eip155:${number}` | `solana:${string}`
        rpcUrl: string
        /** ERC-4337 on an EVM chain (the server's smartAccounts module). */
        accountAbstraction?: ServerChainAccountAbstraction
      }
    | { caipNetworkId: `bip122:${string}`; esploraUrl: string }
  ))[]
  /** ERC-20s by contract address; SPL tokens by mint address. */
  tokens: {
    caipNetworkId: `eip155:${number}` | `solana:${string}`
    address: string
    name: string
    symbol: string
    decimals: number
    priceUsd: number
    iconUrl: string | null
  }[]
  identities: { address: string; name: string }[]
  /** Where swap quotes come from, per chain: the devnet's Uniswap V2 on each EVM chain. */
  quoteSources: {
    type: 'uniswap-v2'
    caipNetworkId: `eip155:${number}`
    router: string
    factory: string
    weth: string
  }[]
  spamContracts: { caipNetworkId: `eip155:${number}`; address: string }[]
  /** Buy crypto through the on-ramp sandbox, when the stack runs one. */
  onramp?: { providers: { kind: 'sandbox'; id: string; name: string; url: string }[] }
  /** Pay from the sandbox's exchange, when the stack runs one. */
  pay?: { exchanges: { kind: 'sandbox'; id: string; name: string; url: string }[] }
  /** The ENS gateway for the registered names, when the stack deployed ENS for it. */
  ensGateway?: { signerPrivateKey: Hex; ttlSeconds: number; zones: string[] }
  /** The verifying paymaster's signer key, when the stack deployed the paymaster. */
  paymasterSignerKey?: Hex
  /** The embedded wallet's networks beyond spec §9's list: the stack's EVM and Solana chains. */
  embeddedWallet: { extraNetworks: { caipNetworkId: string; testnet: boolean }[] }
  /** Embedded-wallet e-mail sign-in, sending through the stack's mail catcher. */
  auth: {
    secureSiteOrigins: string[]
    publicUrl: string
    masterKey: string
    smtp: { host: string; port: number }
    from: string
    maxSendsPerIpPerHour: number
    maxCodeChecksPerIpPerMinute: number
    maxRequestsPerIpPerMinute: number
    codeTtlMs?: number
    /** Social sign-in through the local OpenID provider, one client per provider. */
    social?: {
      redirectUri: string
      providers: Record<string, { issuer: string; clientId: string; clientSecret: string }>
    }
    /** Sign In With Farcaster through the local relay and the ID registry stand-in. */
    farcaster?: { relayUrl: string; idRegistryRpcUrl: string }
  }
}

/** A chain's `accountAbstraction` block in the server's config. */
export interface ServerChainAccountAbstraction {
  entryPoint: string
  entryPointVersion: '0.8'
  accountFactory: string
  bundlerUrl: string
  paymaster?: string
}

/**
 * Where the devnet's demo project offers smart accounts: the first chain only, so that the
 * refusal on the second ('Smart accounts are not available on this network') can be tried.
 */
export const DEVNET_SMART_ACCOUNT_NETWORKS: readonly string[] = ['eip155:31337']

/** The gas the devnet's demo project sponsors in total, in wei (1 ETH). */
export const DEVNET_GAS_SPONSORSHIP_LIMIT_WEI = '1000000000000000000'

/**
 * The devnet's raised per-IP limits of e-mail sign-in (the server's defaults: 30 sends an hour,
 * 30 code checks and 300 requests a minute). Development settings: the server refuses them
 * unless `auth.publicUrl` is on this machine, so a copy of this config on a public server does
 * not start.
 */
export const DEVNET_AUTH_IP_LIMITS = {
  maxSendsPerIpPerHour: 10_000,
  maxCodeChecksPerIpPerMinute: 10_000,
  maxRequestsPerIpPerMinute: 100_000,
} as const

export interface BuildServerConfigParameters {
  port: number
  host: string
  stateDir: string
  projectId: string
  demoPort: number
  chains: readonly StackChain[]
  tokens: readonly DevnetToken[]
  collections: readonly DevnetCollection[]
  /** The mail catcher's SMTP port: the server's `auth.smtp`. */
  mailSmtpPort: number
  /** The secure site's port: its origin is the one the auth routes answer. */
  secureSitePort: number
  /** From `loadAuthMasterKey(stateDir)`. */
  authMasterKey: string
  /** How long sign-in codes live; the server's default (10 min) when unset. */
  authCodeTtlMs?: number
  /** The local Solana network, when the stack runs one: a chain and its PUSD token. */
  solana?: StackSolana
  /** The local Bitcoin service, when the stack runs one: a chain. */
  bitcoin?: StackBitcoin
  /** The local OpenID provider, when the stack runs one: every social provider signs in there. */
  social?: { issuer: string; clientSecret: string }
  /** The local Farcaster relay and the chain of the ID registry stand-in, when the stack runs them. */
  farcaster?: { relayUrl: string; idRegistryRpcUrl: string }
  /** The on-ramp sandbox, when the stack runs one: the server's on-ramp provider and exchange. */
  onrampSandboxUrl?: string
  /**
   * Behind the stack's own balancer (`--scale`): the server trusts 127.0.0.1's X-Forwarded-For,
   * so per-IP limits see the visitor, not the balancer.
   */
  behindBalancer?: boolean
  /**
   * The key the server signs its ENS gateway answers with, when the stack deployed ENS trusting
   * its address: the server's `ensGateway` for `DEVNET_NAME_ZONE`.
   */
  ensGatewaySignerKey?: Hex
  /**
   * ERC-4337 on the chains, when the stack deployed it: each chain's `accountAbstraction` block
   * (EntryPoint, Portico's account factory, bundler, paymaster), the paymaster signer's key
   * (PAYMASTER_SIGNER_ACCOUNT), and the demo project's smart accounts on
   * `DEVNET_SMART_ACCOUNT_NETWORKS`, sponsored up to `DEVNET_GAS_SPONSORSHIP_LIMIT_WEI`.
   */
  accountAbstraction?: readonly DevnetAccountAbstraction[]
}

/**
 * Names the local identity service gives the dev accounts, so that the demo shows one (local
 * chains have no name service).
 */
export const DEV_ACCOUNT_NAMES: readonly { address: string; name: string }[] = [
  { address: DEV_ACCOUNTS[0].address, name: 'dev-one.portico' },
  { address: DEV_ACCOUNTS[1].address, name: 'dev-two.portico' },
]

/** The id and name the devnet server knows the on-ramp sandbox by (its config's `onramp`). */
export const DEVNET_ONRAMP_PROVIDER = { id: 'sandbox', name: 'Portico Sandbox' } as const

/** The id and name of the sandbox's exchange in the devnet server's config (`pay`). */
export const DEVNET_EXCHANGE = { id: 'sandbox-exchange', name: 'Sandbox Exchange' } as const

/** What the server reports a devnet ETH to be worth. */
export const NATIVE_PRICE_USD = 3000

/** The From of the e-mails the devnet server sends. */
export const DEVNET_MAIL_FROM = 'Portico <no-reply@portico.localhost>'

/** The file in the state directory that keeps the devnet server's auth master key. */
export const AUTH_MASTER_KEY_FILE = 'auth-master.key'

/** `<stateDir>/auth-master.key` holds something other than base64 of 32 bytes. */
export class AuthMasterKeyFileError extends PorticoError {
  override name = 'AuthMasterKeyFileError'
  constructor(path: string, options: PorticoErrorOptions = {}) {
    super(
      `${path} does not hold an auth master key (base64 of 32 bytes). Delete it to make a new one; keys stored in that state directory's database then no longer unlock.`,
      options,
    )
  }
}

/**
 * The devnet server's auth master key: read from `<stateDir>/auth-master.key`, or made once
 * (32 random bytes, base64) and kept there with mode 0600, so that wallets stored in the state
 * directory's database unlock again on the next start.
 *
 * @example
 * const authMasterKey = await loadAuthMasterKey(stateDir)
 */
export async function loadAuthMasterKey(stateDir: string): Promise<string> {
  const path = join(stateDir, AUTH_MASTER_KEY_FILE)
  const made = randomBytes(32).toString('base64')
  try {
    // 'wx': only when the file does not exist yet, so two starts cannot both write one.
    await writeFile(path, `${made}\n`, { mode: 0o600, flag: 'wx' })
    return made
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const kept = (await readFile(path, 'utf8')).trim()
  if (!/^[A-Za-z0-9+/]{43}=$/.test(kept) || Buffer.from(kept, 'base64').length !== 32)
    throw new AuthMasterKeyFileError(path)
  return kept
}

/**
 * The server's configuration for the stack: one project that allows the demo's origins, the
 * devnet chains (EVM, then the local Solana network and Bitcoin service when given), their tokens
 * with fixed prices, swap quotes from Uniswap V2 on each EVM chain (every devnet chain has it at
 * `DEVNET_UNISWAP`'s addresses), names for the first dev accounts, the spam
 * collection listed as spam, and e-mail sign-in for the secure site's origin, sending through
 * the mail catcher, with social sign-in through the local OpenID provider when given, and
 * the on-ramp sandbox as its on-ramp provider and exchange when given, and the ENS gateway for
 * `DEVNET_NAME_ZONE` signing with `ensGatewaySignerKey` when given, and ERC-4337 (bundler,
 * paymaster and its signer key; the project's smart accounts on eip155:31337, gas sponsored up
 * to 1 ETH) when `accountAbstraction` is given.
 *
 * @example
 * const config = buildServerConfig({ port: 8787, host: '127.0.0.1', stateDir, projectId: 'portico-demo', demoPort: 5173, chains, tokens, collections, mailSmtpPort: 1025, secureSitePort: 5180, authMasterKey })
 */
export function buildServerConfig(parameters: BuildServerConfigParameters): ServerConfig {
  const accountAbstraction = parameters.accountAbstraction ?? []
  const chainAccountAbstraction = (chainId: number) => {
    const aa = accountAbstraction.find((candidate) => candidate.chainId === chainId)
    return aa
      ? {
          accountAbstraction: {
            entryPoint: aa.entryPoint,
            entryPointVersion: aa.entryPointVersion,
            accountFactory: aa.accountFactory,
            bundlerUrl: aa.bundlerUrl,
            paymaster: aa.paymaster,
          },
        }
      : {}
  }
  const smartAccountNetworks = DEVNET_SMART_ACCOUNT_NETWORKS.filter((network) =>
    accountAbstraction.some((aa) => `eip155:${aa.chainId}` === network),
  )
  return {
    port: parameters.port,
    host: parameters.host,
    databaseUrl: `file:${join(parameters.stateDir, 'portico.db')}`,
    projects: [
      {
        id: parameters.projectId,
        name: 'Portico demo',
        allowedOrigins: [
          `http://localhost:${parameters.demoPort}`,
          `http://127.0.0.1:${parameters.demoPort}`,
        ],
        features: [],
        // Account names (`/v1/profile`): the zone the devnet's ENS resolver answers for.
        nameZone: DEVNET_NAME_ZONE,
        // Absent without ERC-4337, so that the server's defaults (none, no sponsorship) apply.
        ...(smartAccountNetworks.length > 0
          ? {
              smartAccountNetworks: [...smartAccountNetworks],
              gasSponsorshipLimitWei: DEVNET_GAS_SPONSORSHIP_LIMIT_WEI,
            }
          : {}),
      },
    ],
    chains: [
      ...parameters.chains.map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}` as const,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: NATIVE_PRICE_USD,
        testnet: false,
        ...chainAccountAbstraction(chain.chainId),
      })),
      ...(parameters.solana
        ? [
            {
              caipNetworkId: parameters.solana.caipNetworkId,
              ...NON_EVM_NETWORKS.solana,
              rpcUrl: parameters.solana.url,
              testnet: false,
            },
          ]
        : []),
      ...(parameters.bitcoin
        ? [
            {
              caipNetworkId: parameters.bitcoin.caipNetworkId,
              ...NON_EVM_NETWORKS.bitcoin,
              esploraUrl: parameters.bitcoin.url,
              testnet: false,
            },
          ]
        : []),
    ],
    tokens: [
      ...parameters.tokens.map((token) => ({
        caipNetworkId: `eip155:${token.chainId}` as const,
        address: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        priceUsd: PORTICO_TOKENS.find((spec) => spec.symbol === token.symbol)?.priceUsd ?? 0,
        iconUrl: null,
      })),
      ...(parameters.solana
        ? [
            {
              caipNetworkId: parameters.solana.caipNetworkId,
              address: parameters.solana.token.mint,
              name: parameters.solana.token.name,
              symbol: parameters.solana.token.symbol,
              decimals: parameters.solana.token.decimals,
              priceUsd: SOLANA_PUSD_PRICE_USD,
              iconUrl: null,
            },
          ]
        : []),
    ],
    identities: [...DEV_ACCOUNT_NAMES],
    quoteSources: parameters.chains.map((chain) => ({
      type: 'uniswap-v2' as const,
      caipNetworkId: `eip155:${chain.chainId}` as const,
      router: DEVNET_UNISWAP.router.address,
      factory: DEVNET_UNISWAP.factory.address,
      weth: DEVNET_UNISWAP.weth.address,
    })),
    spamContracts: parameters.collections
      .filter((collection) => collection.spam)
      .map((collection) => ({
        caipNetworkId: `eip155:${collection.chainId}` as const,
        address: collection.address,
      })),
    ...(parameters.behindBalancer ? { http: { trustProxy: ['127.0.0.1'] } } : {}),
    ...(parameters.onrampSandboxUrl
      ? {
          onramp: {
            providers: [
              {
                kind: 'sandbox' as const,
                ...DEVNET_ONRAMP_PROVIDER,
                url: parameters.onrampSandboxUrl,
              },
            ],
          },
          pay: {
            exchanges: [
              { kind: 'sandbox' as const, ...DEVNET_EXCHANGE, url: parameters.onrampSandboxUrl },
            ],
          },
        }
      : {}),
    ...(parameters.ensGatewaySignerKey
      ? {
          ensGateway: {
            signerPrivateKey: parameters.ensGatewaySignerKey,
            ttlSeconds: DEVNET_ENS_GATEWAY_TTL_SECONDS,
            zones: [DEVNET_NAME_ZONE],
          },
        }
      : {}),
    ...(accountAbstraction.length > 0
      ? { paymasterSignerKey: PAYMASTER_SIGNER_ACCOUNT.privateKey }
      : {}),
    // The frame serves only listed networks: the local chains are not on spec §9's list. Not
    // testnets, like the chains above (the kit shows their balances).
    embeddedWallet: {
      extraNetworks: [
        ...parameters.chains.map((chain) => ({
          caipNetworkId: `eip155:${chain.chainId}`,
          testnet: false,
        })),
        ...(parameters.solana
          ? [{ caipNetworkId: parameters.solana.caipNetworkId, testnet: false }]
          : []),
      ],
    },
    auth: {
      secureSiteOrigins: [`http://127.0.0.1:${parameters.secureSitePort}`],
      publicUrl: `http://${parameters.host}:${parameters.port}`,
      masterKey: parameters.authMasterKey,
      smtp: { host: parameters.host, port: parameters.mailSmtpPort },
      from: DEVNET_MAIL_FROM,
      // Every visitor of a local stack is 127.0.0.1: the per-IP caps would soon stop them all.
      // The server takes limits this high only with a publicUrl on this machine (development).
      ...DEVNET_AUTH_IP_LIMITS,
      ...(parameters.authCodeTtlMs ? { codeTtlMs: parameters.authCodeTtlMs } : {}),
      ...(parameters.social
        ? { social: socialSection(parameters.social, parameters.secureSitePort) }
        : {}),
      ...(parameters.farcaster ? { farcaster: parameters.farcaster } : {}),
    },
  }
}

function socialSection(
  social: { issuer: string; clientSecret: string },
  secureSitePort: number,
): NonNullable<ServerConfig['auth']['social']> {
  return {
    redirectUri: devnetSocialRedirectUri(secureSitePort),
    providers: Object.fromEntries(
      DEVNET_SOCIAL_PROVIDERS.map(({ id }) => [
        id,
        {
          issuer: social.issuer,
          clientId: devnetSocialClientId(id),
          clientSecret: social.clientSecret,
        },
      ]),
    ),
  }
}
