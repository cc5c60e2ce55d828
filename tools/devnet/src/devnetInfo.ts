import type { Address } from 'viem'
import type { DevnetAccountAbstraction } from './accountAbstraction.ts'
import type { DevnetCollection } from './deployCollections.ts'
import type { DevnetEns } from './deployEnsContracts.ts'
import type { DevnetToken } from './deployTokens.ts'
import type { DevnetUniswap } from './deployUniswap.ts'
import type { StackBitcoin, StackSolana } from './nonEvmNetworks.ts'
import type { StackChain } from './serverConfig.ts'

/** `<stateDir>/devnet.json`: what a running stack offers, for tools that did not start it. */
export interface DevnetInfo {
  projectId: string
  chains: StackChain[]
  tokens: DevnetToken[]
  /** ERC-721 collections (PorticoNft.sol); anyone may mint. */
  collections: DevnetCollection[]
  /**
   * Uniswap V2 on each chain (`{ chainId, weth, factory, router, pools }`, the same addresses on
   * both), pools priced as the server's fixed prices.
   */
  uniswap: DevnetUniswap[]
  /**
   * ENS on each chain when the server runs, else empty (`{ chainId, registry, resolver,
   * universalResolver, zone, gatewayUrl, signers }`): viem's `getEnsAddress({ name:
   * 'alice.portico.id', universalResolverAddress: universalResolver })` resolves a registered name
   * through the server's gateway.
   */
  ens: DevnetEns[]
  /**
   * ERC-4337 on each chain when started with `accountAbstraction: true`, else empty
   * (`{ chainId, entryPoint, entryPointVersion, factory, accountFactory, accountImplementation,
   * paymaster, paymasterSigner, bundlerUrl }`): pass `bundlerUrl` to viem's
   * `createBundlerClient`, `entryPoint` and `accountFactory` to `toSoladySmartAccount` (salt:
   * `smartAccountSalt(owner)`); `paymaster` pays for user operations signed by `paymasterSigner`.
   */
  accountAbstraction: DevnetAccountAbstraction[]
  serverUrl: string | null
  demoUrl: string | null
  /** The local WalletConnect relay, `ws://…`. */
  relayUrl: string | null
  /** The mail catcher's inbox (`http://…`): sign-in codes and approval links sent by the server. */
  mailUrl: string | null
  /** The embedded wallet's page (apps/secure-site), on its own origin. */
  secureSiteUrl: string | null
  /**
   * The local OpenID provider every social sign-in (Google, GitHub, X, Discord, Apple, Facebook)
   * goes to, started with the server; its sign-in page takes any e-mail.
   */
  oidcIssuer: string | null
  /**
   * Sign In With Farcaster, started with the server: the local relay, the ID registry stand-in
   * (chain and address) and the registered test fids (their custody keys are
   * `DEVNET_FARCASTER_ACCOUNTS` in `@portico/devnet/farcaster`).
   */
  farcaster: {
    relayUrl: string
    chainId: number
    idRegistry: string
    accounts: { fid: number; username: string; custodyAddress: string }[]
  } | null
  /**
   * The on-ramp sandbox (tools/onramp-sandbox), started with the server: its checkout page takes
   * the test card 4242 4242 4242 4242 and delivers from dev account 8; its exchange pays from
   * dev account 7.
   */
  onrampSandboxUrl: string | null
  /**
   * The local Solana network (`{ url, websocketUrl, caipNetworkId, genesisHash, token }`), null
   * with `nonEvm: false`.
   */
  solana: StackSolana | null
  /** The local Bitcoin service (`{ url, caipNetworkId }`, Esplora API), null with `nonEvm: false`. */
  bitcoin: StackBitcoin | null
  /** Addresses of the funded dev accounts (keys: tools/devnet/src/accounts.ts). */
  accounts: Address[]
  testWallet: { enabled: boolean; address: Address }
}
