import { useSiwx } from '@portico/react'

const STATUS_TEXT = { none: 'not signed in', checking: 'checking…', signedIn: 'signed in' }

/** The connected account's session, with Sign in / Sign out. */
export function SiwxSessionRow(props: { connected: boolean; onError: (message?: string) => void }) {
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
