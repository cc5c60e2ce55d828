import { useAccount, useModal } from '@portico/react'

/** The headless side of the kit: open any view from your own buttons with `useModal()`. */
export function ModalShortcuts() {
  const { open } = useModal()
  const { isConnected } = useAccount()
  return (
    <section className="panel" aria-labelledby="modal-title">
      <div className="panel-head">
        <h2 id="modal-title">Modal</h2>
      </div>
      <p className="hint">Open a view from your own UI with useModal().</p>
      <div className="actions">
        <button
          type="button"
          className="button"
          data-testid="demo-open-all-wallets"
          onClick={() => open({ view: 'AllWallets' })}
        >
          All wallets
        </button>
        <button
          type="button"
          className="button"
          data-testid="demo-open-networks"
          disabled={!isConnected}
          onClick={() => open({ view: 'SwitchNetwork' })}
        >
          Networks
        </button>
      </div>
    </section>
  )
}
