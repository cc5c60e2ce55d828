import type { PorticoConfig } from '@portico/core'
import { warmWalletCountFormat } from '../utils/formatWalletCount.ts'
import { walletImageSrc } from '../utils/walletImageSrc.ts'
import { accountBundle } from './viewRegistry.ts'

/**
 * The data part of the idle preload (`preloadAhead`): the connected account's Activity and
 * the Connect list's wallet icons, now and whenever the connection or the lists change (the
 * Activity only while the modal is closed: an open view loads what it shows itself).
 * Returns a stop function.
 */
export function preloadData(config: PorticoConfig): () => void {
  let lastScope = historyScope(config)
  preloadActivity(config)
  preloadWalletImages(config)
  // Connect's first frame needs no number format for a count below 1000 (formatWalletCount.ts);
  // a larger one, or Arabic, then finds it made.
  const warmCountFormat = () =>
    warmWalletCountFormat(
      config.stores.wallets.getState().count,
      config.stores.locale.getState().resolvedLocale,
    )
  warmCountFormat()
  const stops = [
    ...[config.stores.connection, config.stores.account, config.stores.network].map((store) =>
      store.subscribe(() => {
        const scope = historyScope(config)
        if (scope === lastScope) return
        lastScope = scope
        preloadActivity(config)
      }),
    ),
    // Connected in the modal: once it closes, ready for the next open (a fresh list is kept).
    config.stores.modal.subscribe((state, previous) => {
      if (previous.open && !state.open) preloadActivity(config)
    }),
    config.stores.wallets.subscribe(() => {
      preloadWalletImages(config)
      warmCountFormat()
    }),
    config.stores.locale.subscribe(warmCountFormat),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * The Account view's Activity when an account is connected and the modal is closed (with the
 * modal open, the views load what they show themselves, and show what fails).
 */
function preloadActivity(config: PorticoConfig): void {
  const { activeNamespace, namespaces } = config.stores.connection.getState()
  if (config.stores.modal.getState().open || namespaces[activeNamespace]?.status !== 'connected')
    return
  // From the account views' chunk, which a connected visitor's click opens anyway: the history's
  // code stays out of the modal's first chunk.
  accountBundle().then(
    (account) => account.preloadHistory(config),
    // A preload only warms the cache: the Account view loads (and reports) what it shows.
    () => undefined,
  )
}

/**
 * What the Activity belongs to: the active family's status, account and network. Other store
 * changes (a balance, a connector's progress) ask for nothing, so a failing history service is
 * not asked again at each of them.
 */
function historyScope({ stores }: PorticoConfig): string {
  const namespace = stores.connection.getState().activeNamespace
  return [
    namespace,
    stores.connection.getState().namespaces[namespace]?.status,
    stores.account.getState().namespaces[namespace]?.address,
    stores.network.getState().namespaces[namespace]?.caipNetwork?.caipNetworkId,
  ].join('|')
}

/** Image URLs already asked for, per page: each is fetched once into the browser's cache. */
const requested = new Set<string>()

/** The icons of the directory wallets the Connect view shows (featured, recent, recommended). */
function preloadWalletImages(config: PorticoConfig): void {
  const { featured, recent, recommended } = config.stores.wallets.getState()
  for (const wallet of [...featured, ...recent, ...recommended]) {
    const src = walletImageSrc(config, wallet)
    if (!src || requested.has(src) || src.startsWith('data:')) continue
    requested.add(src)
    const image = new Image()
    image.decoding = 'async'
    image.src = src
  }
}
