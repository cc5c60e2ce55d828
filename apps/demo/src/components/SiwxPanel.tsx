import { useAccount } from '@portico/react'
import { lazy, Suspense, useState } from 'react'
import type { SiwxMode } from '../siwxMode.ts'

// Loaded only with sign-in on: the usual demo page does not carry the session code.
const SiwxSessionRow = lazy(() =>
  import('./SiwxSessionRow.tsx').then((module) => ({ default: module.SiwxSessionRow })),
)

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
      {mode ? (
        <Suspense fallback={null}>
          <SiwxSessionRow connected={isConnected} onError={setError} />
        </Suspense>
      ) : null}
      {error ? (
        <p className="error" role="alert" data-testid="demo-siwx-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
