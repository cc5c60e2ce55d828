import { useWalletList } from '@portico/react'
import { useState } from 'react'

/** Wallets shown at first, and added by each "Show more". */
const STEP = 6

/**
 * A wallet list of the dApp's own design over `useWalletList()`: the kit's order (installed,
 * recommended, then the directory), its search (sent 300 ms after the last keystroke) and its
 * connect, in plain markup.
 */
export function WalletListPanel() {
  const list = useWalletList()
  const [shown, setShown] = useState(STEP)
  const visible = list.wallets.slice(0, list.isSearching ? list.wallets.length : shown)
  const more = !list.isSearching && (shown < list.wallets.length || list.hasMore)
  const showMore = () => {
    setShown((count) => count + STEP)
    // The next page of the directory before the list runs out.
    if (shown + STEP * 2 > list.wallets.length) list.loadMore()
  }

  return (
    <section className="panel" aria-labelledby="wallet-list-title">
      <div className="panel-head">
        <h2 id="wallet-list-title">Your own wallet list</h2>
      </div>
      <p className="hint">The same wallets and search with useWalletList(), in your markup.</p>
      <input
        className="wallet-search"
        type="search"
        aria-label="Search the wallet directory"
        placeholder="Search wallets"
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
      />
      <ul className="wallet-list" aria-label="Wallet directory" aria-busy={list.isLoading}>
        {visible.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="wallet-row"
              aria-busy={list.connectingId === item.id}
              onClick={() => list.connect(item).catch(() => undefined)}
            >
              {item.image ? <img src={item.image} alt="" width={24} height={24} /> : null}
              <span className="wallet-row-name">{item.name}</span>
              {item.installed ? <span className="wallet-row-tag">Installed</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {list.error ? (
        <p className="error" role="alert">
          {list.error}{' '}
          <button type="button" className="button" onClick={list.retry}>
            Try again
          </button>
        </p>
      ) : null}
      {list.isEmpty ? <p className="hint">No wallet matches “{list.search}”.</p> : null}
      <div className="actions">
        {more ? (
          <button type="button" className="button" onClick={showMore}>
            Show more
          </button>
        ) : null}
        <span className="hint" data-testid="demo-wallet-count">
          {list.count > 0 ? `${list.count} wallets in the directory` : 'Loading wallets…'}
        </span>
      </div>
    </section>
  )
}
