import { useAccount, useSiwx } from '@portico/react'
import { useState } from 'react'
import type { SiwxMode } from '../siwxMode.ts'

const STATUS_TEXT = { none: 'not signed in', checking: 'checking…', signedIn: 'signed in' }

/**
 * Sign-in with wallet (SIWX): the session of the connected account, and links that reload the
 * demo with sign-in off, optional or required.
 */
export function SiwxPanel({ mode }: { mode: SiwxMode | undefined }) {
  const { isConnected } = useAccount()
  const [error, setError] = useState<string>()
  return (
    <section className="panel" aria-labelledby="siwx-title">
      <div className="panel-head">
        <h2 id="siwx-title">Sign in with wallet</h2>
      </div>
      <p className="hint">
        Sign-in is{' '}
        {(['off', 'optional', 'required'] as const).map((option, index) => (
          <span key={option}>
            {index > 0 ? ' · ' : null}
            {option === (mode ?? 'off') ? (
              <strong>{option}</strong>
            ) : (
              <a href={option === 'off' ? '?' : `?siwx=${option}`}>{option}</a>
            )}
          </span>
        ))}
        . The Portico server verifies the signed message and keeps the session.
      </p>
      {mode ? <SiwxSessionRow connected={isConnected} onError={setError} /> : null}
      {error ? (
        <p className="error" role="alert" data-testid="demo-siwx-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}

function SiwxSessionRow(props: { connected: boolean; onError: (message?: string) => void }) {
  const { session, status, signIn, signOut } = useSiwx()
  const run = (action: () => Promise<void>) => {
    props.onError(undefined)
    action().catch((cause: unknown) =>
      props.onError(cause instanceof Error ? cause.message : 'Sign-in failed'),
    )
  }
  return (
    <div className="signature">
      <span>Session</span>
      <output data-testid="demo-siwx-status">{STATUS_TEXT[status]}</output>
      {session ? <span className="mono">until {session.data.expirationTime ?? '—'}</span> : null}
      {status === 'signedIn' ? (
        <button type="button" className="button" onClick={() => run(signOut)}>
          Sign out
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={!props.connected || status === 'checking'}
          onClick={() => run(signIn)}
        >
          Sign in
        </button>
      )}
    </div>
  )
}
