import {
  type Connection,
  ConnectorNotFoundError,
  connectWalletButton,
  fetchWallet,
  getWalletButtonTarget,
  SOCIAL_LOGIN_PROVIDERS,
  type SocialProvider,
  type Wallet,
  type WalletButtonTarget,
  type WalletButtonWallet,
} from '@portico/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { preloadWalletButtonFlow } from '../utils/preloadWalletButtonFlow.ts'
import { socialProviderName } from '../utils/socialProviderName.ts'
import { connectorImageSrc, walletImageSrc } from '../utils/walletImageSrc.ts'
import { useAsyncAction } from './useAsyncAction.ts'
import { useLatest } from './useLatest.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseWalletButtonParameters {
  /**
   * Which flow: a wallet directory id, an installed wallet's connector id or EIP-6963 rdns
   * (`'io.metamask'`), `'walletConnect'`, `'email'`, or a social provider (`'google'`,
   * `'github'`, `'apple'`, `'facebook'`, `'x'`, `'discord'`).
   */
  wallet: WalletButtonWallet
  /** `'email'` only: the address to send the code to at once. */
  email?: string
  /** Called with the connection once the visitor is connected through this button. */
  onSuccess?: (connection: Connection) => void
  /** Called when the flow fails or the visitor closes the modal ('Modal closed'). */
  onError?: (error: Error) => void
}

/** The wallet a button connects, as a button shows it. */
export interface WalletButtonInfo {
  /** The flow: known from the id for e-mail, socials and WalletConnect, else once resolved. */
  kind: WalletButtonTarget['kind'] | undefined
  /** The wallet's name ('MetaMask', 'WalletConnect', 'E-mail', 'Google'); undefined until known. */
  name: string | undefined
  /**
   * The wallet's image URL (its directory image, or the icon the installed wallet announced);
   * undefined for e-mail, social providers and WalletConnect without one, whose marks
   * `<WalletButton>` draws itself.
   */
  image: string | undefined
  /** Kind 'social': the provider. */
  provider: SocialProvider | undefined
  /** An installed wallet: it connects directly, without the modal. */
  installed: boolean
}

export interface UseWalletButtonReturnType {
  /**
   * Starts the flow (call it in the click: a social provider's window must open there).
   * Resolves with the connection; rejects with the flow's error, or `ConnectorNotFoundError`
   * while not ready. `onSuccess` / `onError` are called either way.
   */
  connect: () => Promise<Connection>
  /** The flow can start: the wallet is installed or known to the directory, the feature is on. */
  isReady: boolean
  /** A connect is under way (an installed wallet asked, or the modal's flow still open). */
  isPending: boolean
  error: Error | undefined
  /** The connection the last connect made. */
  data: Connection | undefined
  wallet: WalletButtonInfo
  /** Call on hover or focus: loads the flow's view (and the embedded wallet or WalletConnect). */
  preload: () => void
  reset: () => void
}

const SPECIAL_IDS: readonly string[] = ['walletConnect', 'email', ...SOCIAL_LOGIN_PROVIDERS]

/**
 * One wallet's own connect button, headless: an installed wallet connects directly (no modal);
 * a directory wallet that is not installed opens the modal straight on its connecting view (its
 * app through its deep link on mobile, the QR code on desktop); `'walletConnect'` opens the QR
 * code; `'email'` opens the e-mail sign-in (with `email`, the code is sent at once); a social
 * provider opens its sign-in window. A directory id the kit has not loaded is fetched once.
 *
 * @example
 * function MetaMaskButton() {
 *   const { connect, isReady, isPending, wallet } = useWalletButton({
 *     wallet: 'io.metamask',
 *     onSuccess: (connection) => console.log(connection.accounts[0]?.address),
 *   })
 *   return (
 *     <button type="button" disabled={!isReady} aria-busy={isPending} onClick={() => connect().catch(() => {})}>
 *       {wallet.name ?? 'MetaMask'}
 *     </button>
 *   )
 * }
 */
export function useWalletButton(parameters: UseWalletButtonParameters): UseWalletButtonReturnType {
  const { wallet: id, email } = parameters
  const config = usePorticoConfig()
  const callbacks = useLatest(parameters)
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)
  const features = useStoreState(config.stores.features, (state) => state.features)
  // The lists the id may be in; a change of any re-resolves it.
  const lists = config.stores.wallets
  const featured = useStoreState(lists, (state) => state.featured)
  const recommended = useStoreState(lists, (state) => state.recommended)
  const list = useStoreState(lists, (state) => state.list)
  const results = useStoreState(lists, (state) => state.search.results)
  const recent = useStoreState(lists, (state) => state.recent)
  const [fetched, setFetched] = useState<Wallet>()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists re-resolve it through the store
  const target = useMemo(
    () =>
      getWalletButtonTarget(config, {
        wallet: id,
        connectors,
        features,
        wallets: fetched?.id === id ? [fetched] : [],
      }),
    [config, id, connectors, features, fetched, featured, recommended, list, results, recent],
  )

  // A directory id the kit has not loaded: asked for once (shared with every button for it).
  const resolved = target !== undefined
  useEffect(() => {
    if (resolved || SPECIAL_IDS.includes(id)) return
    let current = true
    fetchWallet(config, { id })
      .then((wallet) => {
        if (current && wallet) setFetched(wallet)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [config, id, resolved])

  const action = useCallback((): Promise<Connection> => {
    const flow = target
      ? connectWalletButton(config, { target, ...(email ? { email } : {}) })
      : Promise.reject(
          new ConnectorNotFoundError({ details: `No wallet '${id}' to connect (yet)` }),
        )
    return flow.then(
      (connection) => {
        callbacks.current.onSuccess?.(connection)
        return connection
      },
      (error: unknown) => {
        callbacks.current.onError?.(error instanceof Error ? error : new Error(String(error)))
        throw error
      },
    )
  }, [config, target, email, id, callbacks])
  const { run, data, error, isPending, reset } = useAsyncAction(action)
  const preload = useCallback(() => {
    if (target) preloadWalletButtonFlow(config, target)
  }, [config, target])

  const wallet = useMemo(() => describeTarget(config, id, target), [config, id, target])
  return { connect: run, isReady: resolved, isPending, error, data, wallet, preload, reset }
}

/** The button's wallet: from its flow, or for e-mail, socials and WalletConnect from the id alone. */
function describeTarget(
  config: ReturnType<typeof usePorticoConfig>,
  id: WalletButtonWallet,
  target: WalletButtonTarget | undefined,
): WalletButtonInfo {
  const base = { kind: target?.kind, provider: undefined, installed: false, image: undefined }
  switch (target?.kind) {
    case undefined: {
      const provider = SOCIAL_LOGIN_PROVIDERS.find((candidate) => candidate === id)
      if (provider) return { ...base, kind: 'social', name: socialProviderName(provider), provider }
      if (id === 'email') return { ...base, kind: 'email', name: 'E-mail' }
      if (id === 'walletConnect') return { ...base, kind: 'walletConnect', name: 'WalletConnect' }
      return { ...base, name: undefined }
    }
    case 'connector': {
      const { connector, wallet } = target
      const image =
        connectorImageSrc(config, connector) ??
        (wallet ? walletImageSrc(config, wallet) : undefined)
      return { ...base, name: connector.name, image, installed: true }
    }
    case 'wallet':
      return { ...base, name: target.wallet.name, image: walletImageSrc(config, target.wallet) }
    case 'walletConnect':
      return { ...base, name: 'WalletConnect', image: connectorImageSrc(config, target.connector) }
    case 'email':
      return { ...base, name: 'E-mail' }
    case 'social':
      return { ...base, name: socialProviderName(target.provider), provider: target.provider }
  }
}
