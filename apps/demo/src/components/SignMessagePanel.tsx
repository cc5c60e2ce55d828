import { useAccount, useSignMessage } from '@portico/react'
import { type FormEvent, useState } from 'react'

/** Signs a message with the connected wallet and shows the signature. */
export function SignMessagePanel() {
  const { isConnected } = useAccount()
  const { signMessage, data, error, isPending, reset } = useSignMessage()
  const [message, setMessage] = useState('Hello from Portico')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    signMessage({ message }).catch(() => undefined)
  }

  return (
    <section className="panel" aria-labelledby="sign-title">
      <div className="panel-head">
        <h2 id="sign-title">Sign message</h2>
      </div>
      <form className="sign-form" onSubmit={submit}>
        <label htmlFor="sign-input">Message</label>
        <textarea
          id="sign-input"
          data-testid="demo-sign-input"
          rows={3}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value)
            reset()
          }}
        />
        <button
          type="submit"
          className="button button-primary"
          data-testid="demo-sign-button"
          disabled={!isConnected || isPending || message === ''}
        >
          {isPending ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </form>
      <div className="signature">
        <span>Signature</span>
        <output data-testid="demo-signature" className="mono" htmlFor="sign-input">
          {data ?? '—'}
        </output>
      </div>
      {error ? (
        <p className="error" role="alert" data-testid="demo-sign-error">
          {error.message}
        </p>
      ) : null}
    </section>
  )
}
