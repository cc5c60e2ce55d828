import { useAccount, useNetwork } from '@portico/react'
import { useState } from 'react'

/** One button per configured network; the current one is pressed. */
export function NetworkPanel() {
  const { isConnected } = useAccount()
  const { network, networks, switchNetwork } = useNetwork()
  const [pending, setPending] = useState<number | string>()
  const [error, setError] = useState<string>()

  return (
    <section className="panel" aria-labelledby="network-title">
      <div className="panel-head">
        <h2 id="network-title">Network</h2>
      </div>
      <p className="hint">Ask the wallet to move to another of the dApp's chains.</p>
      <div className="network-buttons">
        {networks.map((item) => {
          const current = isConnected && network?.caipNetworkId === item.caipNetworkId
          return (
            <button
              key={item.caipNetworkId}
              type="button"
              className="button network-button"
              data-testid={`demo-switch-${item.id}`}
              aria-pressed={current}
              disabled={!isConnected || current || pending !== undefined}
              onClick={async () => {
                setPending(item.id)
                setError(undefined)
                try {
                  await switchNetwork(item)
                } catch (cause) {
                  setError(cause instanceof Error ? cause.message : 'Could not switch')
                } finally {
                  setPending(undefined)
                }
              }}
            >
              {item.assets?.imageUrl ? (
                <img src={item.assets.imageUrl} alt="" width={20} height={20} />
              ) : null}
              <span>{item.name}</span>
              <span className="chain-id">{pending === item.id ? 'switching…' : item.id}</span>
            </button>
          )
        })}
      </div>
      {error ? (
        <p className="error" role="alert" data-testid="demo-switch-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
