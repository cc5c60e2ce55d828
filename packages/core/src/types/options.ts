import type { Locale } from '../i18n/locales.ts'
import type { ChainAdapter } from './adapter.ts'
import type { ChainNamespace, Network } from './chain.ts'
import type { AccountType } from './connector.ts'
import type { Metadata } from './metadata.ts'
import type { SiwxConfig } from './siwx.ts'
import type { ThemeMode } from './state.ts'
import type { Wallet } from './wallet.ts'

/** Feature flags (spec §1, §9). Only what issue #2 uses is wired so far. */
export interface Features {
  email?: boolean
  socials?: readonly string[] | false
  swaps?: boolean
  onramp?: boolean
  activity?: boolean
  send?: boolean
  receive?: boolean
  analytics?: boolean
  allWallets?: boolean
  multiWallet?: boolean
  /**
   * One of the spec's flags (§1), kept and read from the remote config; nothing follows it:
   * the modal has no branding footer to show or hide.
   */
  reownBranding?: boolean
  /**
   * Pay (`pay`, issue #19). Default false (spec §9). While a payment is open (payment mode,
   * spec §6) the Connect view offers wallets only: no e-mail, no socials.
   */
  pay?: boolean
  /**
   * The legal checkbox (spec §9, off by default): the Connect view asks the visitor to tick
   * "I agree to the Terms of Service and Privacy Policy" (links from `termsConditionsUrl` and
   * `privacyPolicyUrl`) before it lets them pick a wallet, enter an e-mail or press a social
   * button; until then those are shown disabled. The tick is kept for the page's life (closing
   * and reopening the modal keeps it). Needs at least one of the two URLs: with neither there is
   * nothing to agree to and the view shows no checkbox. Local only (the remote config does not
   * switch it).
   *
   * @example
   * createConfig({ ..., termsConditionsUrl: 'https://example.org/terms', features: { legalCheckbox: true } })
   */
  legalCheckbox?: boolean
  /**
   * Collapse wallets (spec §9, off by default): the Connect view shows the e-mail and social
   * sign-in first and a single "Continue with a wallet" button in place of the wallet list,
   * which reveals the list when pressed. Without e-mail or social sign-in there is nothing to
   * put first and the list shows as usual. Local only.
   *
   * @example
   * createConfig({ ..., features: { collapseWallets: true } })
   */
  collapseWallets?: boolean
}

/** What a developer passes to `createConfig` (spec §3 provider options). */
export interface PorticoOptions {
  /** The project id issued by your Portico server. */
  projectId: string
  /**
   * The networks the dApp supports, at least one (`createConfig` throws `InvalidOptionError`
   * otherwise); the first is the default unless `defaultNetwork` is set. Any array is accepted,
   * so `chains.map(defineNetwork)` needs no cast.
   */
  networks: readonly Network[]
  defaultNetwork?: Network
  /** One adapter per chain family, e.g. `evmAdapter()` from `@portico/evm`. */
  adapters: readonly ChainAdapter[]
  metadata?: Metadata
  /** Base URL of the Portico server (directory, config, chain data). */
  apiUrl?: string
  features?: Features
  themeMode?: ThemeMode
  /**
   * The modal's language; when unset it follows the visitor's browser languages (and their
   * changes), falling back to English.
   *
   * @example
   * locale: 'pt-BR'
   */
  locale?: Locale
  themeVariables?: Readonly<Record<string, string>>
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  /**
   * Wallets of your own that the directory does not list, shown in the Connect view after the
   * featured ones (spec §3, §9 connector order). Picking one pairs through WalletConnect and
   * opens its `mobile_link` / `desktop_link` / `webapp_link` like a directory wallet.
   *
   * @example
   * customWallets: [{ id: 'my-wallet', name: 'My Wallet', image_url: '/my-wallet.svg', mobile_link: 'mywallet://' }]
   */
  customWallets?: readonly Wallet[]
  /**
   * The account type an embedded wallet should prefer per namespace until the visitor picks one
   * (spec §6 defaults: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment).
   * Not read yet: the embedded wallet has no smart accounts, so every account is an EOA.
   *
   * @example
   * defaultAccountTypes: { eip155: 'eoa' }
   */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** Restore connections on start-up (default true). */
  enableReconnect?: boolean
  /** Stay connected on a chain the dApp does not list (default false). */
  allowUnsupportedChain?: boolean
  /** Allow network switching from the modal (default true). */
  enableNetworkSwitch?: boolean
  /** Render the modal element into the page (default true). */
  append?: boolean
  /** Render inline in the host's layout, not as an overlay (default false). */
  embedded?: boolean
  /** Storage for spec §3 keys; defaults to `window.localStorage` (in-memory where absent). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Injected for tests and non-browser runtimes; defaults to `globalThis.fetch`. */
  fetch?: typeof fetch
  /**
   * WalletConnect is driven by the host page (spec §2): opening the modal shows AllWallets on
   * mobile and ConnectingWalletConnectBasic otherwise. Default false.
   */
  manualWCControl?: boolean
  /**
   * Decides "mobile" for the open precedence (spec §2). Defaults to a narrow viewport
   * (`(max-width: 600px)`) or a mobile user agent.
   */
  isMobile?: () => boolean
  /** Time limit of each call to the Portico server, in ms (default 10 000). */
  requestTimeoutMs?: number
  /**
   * Basic mode: the project's remote features are not fetched and none applies (spec §6); the
   * local features (or defaults) stay. Default false.
   */
  basic?: boolean
  /** Sign-in with Ethereum config. Cannot be set together with `siwx` (spec §5). */
  siweConfig?: object
  /** Sign-in with any chain config. Cannot be set together with `siweConfig` (spec §5). */
  siwx?: SiwxConfig
}
