import { useAccount, useSendTransaction } from '@portico/react'
import { type FormEvent, useState } from 'react'

/** 0.001 ETH, in wei: enough to see on the local chain, nothing to miss. */
const AMOUNT_WEI = 10n ** 15n

/** Sends 0.001 ETH from the connected account (to itself by default) and shows the hash. */
export function SendTransactionPanel() {
  // The EVM account, whichever namespace is active.
  const { isConnected, address } = useAccount('eip155')
  const { sendTransaction, data, error, isPending, reset } = useSendTransaction()
  const [to, setTo] = useState('')
  const recipient = (to.trim() || address || '') as `0x${string}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    sendTransaction({ to: recipient, value: AMOUNT_WEI }).catch(() => undefined)
  }

  return (
    <section className="panel" aria-labelledby="send-title">
      <div className="panel-head">
        <h2 id="send-title">Send 0.001 ETH</h2>
      </div>
      <form className="sign-form" onSubmit={submit}>
        <label htmlFor="send-to">Recipient (your own address when empty)</label>
        <input
          id="send-to"
          className="mono"
          data-testid="demo-send-to"
          placeholder={address ?? '0x…'}
          value={to}
          onChange={(event) => {
            setTo(event.target.value)
            reset()
          }}
        />
        <button
          type="submit"
          className="button button-primary"
          data-testid="demo-send-button"
          disabled={!isConnected || isPending || !recipient}
        >
          {isPending ? 'Waiting for the wallet…' : 'Send transaction'}
        </button>
      </form>
      <div className="signature">
        <span>Transaction</span>
        <output data-testid="demo-tx-hash" className="mono" htmlFor="send-to">
          {data ?? '—'}
        </output>
      </div>
      {error ? (
        <p className="error" role="alert" data-testid="demo-send-error">
          {error.message}
        </p>
      ) : null}
    </section>
  )
}
