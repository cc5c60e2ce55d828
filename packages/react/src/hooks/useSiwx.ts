import {
  type ChainNamespace,
  type SiwxSession,
  type SiwxStatus,
  signOutSiwx,
  signSiwxMessage,
} from '@portico/core'
import { useCallback, useMemo } from 'react'
import { useActiveNamespace } from './useActiveNamespace.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useStoreState } from './useStoreState.ts'

export interface UseSiwxReturnType {
  /** The account's session while signed in; undefined otherwise. */
  session: SiwxSession | undefined
  /**
   * 'checking' while the kit asks `getSessions`; 'signedIn' with a session; 'none' when the
   * account has to sign in, declined to, or no wallet is connected.
   */
  status: SiwxStatus
  /**
   * Signs the connected account in now: the wallet signs a fresh message and the session is
   * stored (SIWX_AUTH_SUCCESS). Resolves at once when already signed in; rejects with
   * 'Error signing message' (the sign view then opens for another try) or 'Not connected'.
   */
  signIn: () => Promise<void>
  /**
   * Ends the session and stays connected, not asked again on its own; when signing in is
   * required the wallet is disconnected instead.
   */
  signOut: () => Promise<void>
}

/**
 * The sign-in with wallet of one chain family's connected account (the active one by default),
 * spec §4 SIWX. Needs the `siwx` option (e.g. `porticoSignIn(…)`).
 *
 * @example
 * function SignInStatus() {
 *   const { status, session, signIn, signOut } = useSiwx()
 *   if (status === 'checking') return <p>Checking…</p>
 *   if (status === 'signedIn') return <button onClick={signOut}>Sign out {session?.data.accountAddress}</button>
 *   return <button onClick={signIn}>Sign in</button>
 * }
 */
export function useSiwx(namespace?: ChainNamespace): UseSiwxReturnType {
  const config = usePorticoConfig()
  const ns = useActiveNamespace(namespace)
  const record = useStoreState(config.stores.siwx, (state) => state.namespaces[ns])
  const connected = useStoreState(
    config.stores.connection,
    (state) => state.namespaces[ns]?.status === 'connected',
  )

  const signIn = useCallback(async () => {
    const current = config.stores.siwx.getState().namespaces[ns]
    if (current?.status === 'signedIn') return
    await signSiwxMessage(config, { namespace: ns })
  }, [config, ns])
  const signOut = useCallback(() => signOutSiwx(config, { namespace: ns }), [config, ns])

  return useMemo(() => {
    const status: SiwxStatus = connected && record ? record.status : 'none'
    return {
      session: status === 'signedIn' ? record?.session : undefined,
      status,
      signIn,
      signOut,
    }
  }, [connected, record, signIn, signOut])
}
