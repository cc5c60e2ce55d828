import {
  type ChainNamespace,
  type Connection,
  type Connector,
  connectWalletListEntry,
  fetchWalletLists,
  getWalletList,
  type Wallet,
  type WalletListEntry,
} from '@portico/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { connectorImageSrc, walletImageSrc } from '../utils/walletImageSrc.ts'
import { useAsyncAction } from './useAsyncAction.ts'
import { useLatest } from './useLatest.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'
import { useWalletDirectory } from './useWalletDirectory.ts'

export interface UseWalletListParameters {
  /** Only this chain family's wallets. */
  namespace?: ChainNamespace
  /** Called with the connection once a wallet of the list connected. */
  onSuccess?: (connection: Connection) => void
  /** Called when a connect fails or the visitor closes the modal ('Modal closed'). */
  onError?: (error: Error) => void
}

/** One wallet of the list. */
export interface WalletListItem {
  /**
   * Its id, also what `<WalletButton wallet>` takes for it: the connector id of an installed
   * wallet, else the directory id.
   */
  id: string
  name: string
  /** Its image URL (directory image, or the icon the installed wallet announced), if any. */
  image: string | undefined
  /** Installed (or an SDK wallet): connects directly, without the modal. */
  installed: boolean
  /** One of the visitor's recent wallets (at most 2). */
  recent: boolean
  connector: Connector | undefined
  /** Its directory entry, when known. */
  wallet: Wallet | undefined
}

export interface UseWalletListReturnType {
  /**
   * Browsing: the recent and installed wallets, then the featured, the dApp's custom, the SDK
   * and the recommended ones, then the directory's pages loaded so far (40 each). Searching: the
   * results (at most 100). Each wallet once.
   */
  wallets: readonly WalletListItem[]
  /** The search text as typed. */
  search: string
  /** Sets the search; it is sent once the text has not changed for 300 ms (spec §9). */
  setSearch: (text: string) => void
  /** A search is in effect (the list shows its results). */
  isSearching: boolean
  /** A page or the search is on its way (the search too while its 300 ms run). */
  isLoading: boolean
  /** The search in effect found nothing. */
  isEmpty: boolean
  /** The directory has more pages (browsing). */
  hasMore: boolean
  /** Loads the next page of the directory (call it as your list nears its end). */
  loadMore: () => void
  /** How many wallets the directory has. */
  count: number
  /** Why the wallets or the search could not load. */
  error: string | undefined
  /** Asks again for what failed (the page, or the search). */
  retry: () => void
  /**
   * Connects a wallet of the list, as `<WalletButton>` would: an installed one directly, any
   * other in the modal on its connecting view. Resolves with the connection, or rejects.
   */
  connect: (item: WalletListItem) => Promise<Connection>
  /** The wallet whose connect is under way. */
  connectingId: string | undefined
  /** The last connect's failure. */
  connectError: Error | undefined
}

/**
 * The kit's wallet list for a dApp's own UI, headless: the Connect view's wallets followed by
 * the whole directory, paged and searched as All Wallets does it (spec §9: 40 a page, at most 100
 * results, the search sent 300 ms after the last keystroke), and a connect for each.
 *
 * @example
 * function MyWalletList() {
 *   const { wallets, search, setSearch, hasMore, loadMore, connect, connectingId } = useWalletList()
 *   return (
 *     <>
 *       <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
 *       <ul>
 *         {wallets.map((item) => (
 *           <li key={item.id}>
 *             <button type="button" aria-busy={connectingId === item.id} onClick={() => connect(item).catch(() => {})}>
 *               {item.name}
 *             </button>
 *           </li>
 *         ))}
 *       </ul>
 *       {hasMore ? <button type="button" onClick={loadMore}>More</button> : null}
 *     </>
 *   )
 * }
 */
export function useWalletList(parameters: UseWalletListParameters = {}): UseWalletListReturnType {
  const { namespace } = parameters
  const config = usePorticoConfig()
  const callbacks = useLatest(parameters)
  // Before the directory's own first page (it is part of these): the featured and recommended
  // wallets, once per config, as the Connect view loads them.
  useEffect(() => {
    void fetchWalletLists(config)
  }, [config])
  const directory = useWalletDirectory()
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)
  const lists = config.stores.wallets
  const recent = useStoreState(lists, (state) => state.recent)
  const featured = useStoreState(lists, (state) => state.featured)
  const recommended = useStoreState(lists, (state) => state.recommended)
  const list = useStoreState(lists, (state) => state.list)
  const search = useStoreState(lists, (state) => state.search)

  const wallets = useMemo(() => {
    const entries = getWalletList(config, {
      connectors,
      wallets: { recent, featured, recommended, list, search },
      ...(namespace ? { namespace } : {}),
      query: directory.query,
    })
    return entries.map((entry) => toItem(config, entry))
  }, [config, connectors, recent, featured, recommended, list, search, namespace, directory.query])

  const [connectingId, setConnectingId] = useState<string>()
  const action = useCallback(
    (item: WalletListItem): Promise<Connection> => {
      const entry: WalletListEntry = item.connector
        ? {
            kind: 'connector',
            connector: item.connector,
            ...(item.wallet ? { wallet: item.wallet } : {}),
          }
        : { kind: 'wallet', wallet: item.wallet as Wallet }
      setConnectingId(item.id)
      const done = () => setConnectingId((current) => (current === item.id ? undefined : current))
      return connectWalletListEntry(config, entry).then(
        (connection) => {
          done()
          callbacks.current.onSuccess?.(connection)
          return connection
        },
        (error: unknown) => {
          done()
          callbacks.current.onError?.(error instanceof Error ? error : new Error(String(error)))
          throw error
        },
      )
    },
    [config, callbacks],
  )
  const { run, error: connectError } = useAsyncAction(action)

  const { searching, searchError, listError, loadPage, retrySearch, page, loaded } = directory
  const error = searching ? searchError : listError
  const retry = useCallback(() => {
    if (searching) retrySearch()
    else void loadPage(loaded === 0 ? 1 : page + 1)
  }, [searching, retrySearch, loadPage, loaded, page])

  return {
    wallets,
    search: directory.input,
    setSearch: directory.setInput,
    isSearching: searching,
    isLoading: directory.typing || (searching ? directory.searchLoading : directory.loading),
    isEmpty: directory.noMatches,
    hasMore: directory.hasMore,
    loadMore: directory.loadMore,
    count: directory.count,
    error,
    retry,
    connect: run,
    connectingId,
    connectError,
  }
}

function toItem(
  config: ReturnType<typeof usePorticoConfig>,
  entry: WalletListEntry,
): WalletListItem {
  const recent = entry.tag === 'Recent'
  if (entry.kind === 'connector') {
    const { connector, wallet } = entry
    return {
      id: connector.id,
      name: connector.name,
      image:
        connectorImageSrc(config, connector) ??
        (wallet ? walletImageSrc(config, wallet) : undefined),
      installed: true,
      recent,
      connector,
      wallet,
    }
  }
  return {
    id: entry.wallet.id,
    name: entry.wallet.name,
    image: walletImageSrc(config, entry.wallet),
    installed: false,
    recent,
    connector: undefined,
    wallet: entry.wallet,
  }
}
