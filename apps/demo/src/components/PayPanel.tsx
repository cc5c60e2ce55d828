import { usePay, usePorticoConfig } from '@portico/react'
import { type FormEvent, useState } from 'react'

/** PUSD on the local chains: the devnet deploys it first, from account 0, at the same address. */
const PUSD_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** The shop being paid: devnet account 5, which nothing else on this page uses. */
const DEFAULT_RECIPIENT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const AMOUNT = '5'

/**
 * Asks the visitor to pay 5 PUSD on the first local EVM chain (`usePay`): from the connected wallet
 * or from the sandbox exchange. Shows the transaction hash, or the typed error's name and message.
 */
export function PayPanel() {
  const { pay, status, result, error, reset } = usePay()
  // The first local EVM chain (31337 in the local stack).
  const network = usePorticoConfig().options.networks.find(
    (candidate) => candidate.chainNamespace === 'eip155',
  )
  const [to, setTo] = useState('')
  const recipient = to.trim() || DEFAULT_RECIPIENT

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!network) return
    pay({ recipient, amount: AMOUNT, asset: PUSD_ADDRESS, network: network.caipNetworkId }).catch(
      () => undefined,
    )
  }

  return (
    <section className="panel" aria-labelledby="pay-title">
      <div className="panel-head">
        <h2 id="pay-title">Pay {AMOUNT} PUSD</h2>
      </div>
      <form className="sign-form" onSubmit={submit}>
        <label htmlFor="pay-to">Recipient</label>
        <input
          id="pay-to"
          className="mono"
          data-testid="demo-pay-to"
          placeholder={DEFAULT_RECIPIENT}
          value={to}
          onChange={(event) => {
            setTo(event.target.value)
            reset()
          }}
        />
        <button
          type="submit"
          className="button button-primary"
          data-testid="demo-pay-button"
          disabled={status === 'pending'}
        >
          {status === 'pending' ? 'Paying…' : `Pay ${AMOUNT} PUSD`}
        </button>
      </form>
      <div className="signature">
        <span>Payment</span>
        <output data-testid="demo-pay-status">{status}</output>
      </div>
      <div className="signature">
        <span>Transaction</span>
        <output data-testid="demo-pay-hash" className="mono" htmlFor="pay-to">
          {result ? `${result.txHash}` : '—'}
        </output>
      </div>
      {result ? (
        <p className="muted" data-testid="demo-pay-method">
          Paid from {result.method === 'wallet' ? 'the wallet' : 'an exchange'}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert" data-testid="demo-pay-error">
          {error.name}: {error.message}
        </p>
      ) : null}
    </section>
  )
}
