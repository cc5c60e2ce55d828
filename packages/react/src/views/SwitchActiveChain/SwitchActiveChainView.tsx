import { formatAddress, switchActiveChain } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { NetworkIcon, WalletIcon } from '../../components/icons.tsx'
import { NetworkImage } from '../../components/NetworkImage.tsx'
import { useAsyncAction } from '../../hooks/useAsyncAction.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { namespaceName } from '../../utils/namespaceName.ts'

/**
 * Moving to another chain namespace (spec §2 SwitchActiveChain): says which, then either
 * switches to the wallet already connected there (and on to `navigateTo`), or offers to
 * connect one (Connect). The routing is core's `switchActiveChain`; this view shows its state.
 */
export function SwitchActiveChainView() {
  const config = usePorticoConfig()
  const target = useStoreState(config.stores.router, (state) => state.data?.switchActiveChain)
  const namespace = target?.namespace
  const connected = useStoreState(
    config.stores.connection,
    (state) => namespace !== undefined && state.namespaces[namespace]?.status === 'connected',
  )
  const address = useStoreState(config.stores.account, (state) =>
    namespace ? state.namespaces[namespace]?.address : undefined,
  )
  const {
    run: switchTo,
    isPending: busy,
    error: failure,
  } = useAsyncAction((next: NonNullable<typeof target>) => switchActiveChain(config, next))

  if (!target) return <p className="note muted">There is no chain to switch to.</p>
  const name = namespaceName(target.namespace)
  const network = target.network

  // The failure is shown from the hook's state.
  const proceed = () => switchTo(target).catch(() => undefined)
  const error = failure ? failure.message || 'Could not switch' : undefined

  return (
    <>
      <div className="center center-compact">
        {network ? (
          <NetworkImage network={network} size={48} />
        ) : (
          <NetworkIcon width={36} height={36} />
        )}
        <p className="center-title">Switch to {name}</p>
        {connected ? (
          <p className="muted">
            Your {name} wallet{address ? ` ${formatAddress(address)}` : ''} is connected. Switch to
            it to continue{network ? ` on ${network.name}` : ''}.
          </p>
        ) : (
          <p className="muted">
            No {name} wallet is connected. Connect one to continue
            {network ? ` on ${network.name}` : ''}.
          </p>
        )}
      </div>
      <div className="stack">
        <Button
          block
          variant="primary"
          loading={busy}
          disabled={busy}
          icon={connected ? undefined : <WalletIcon width={18} height={18} />}
          onClick={proceed}
        >
          {connected
            ? `Switch to ${name}`
            : `Connect ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} wallet`}
        </Button>
      </div>
      {busy && connected && network ? (
        <p className="note muted" role="status">
          Approve the switch to {network.name} in your wallet
        </p>
      ) : null}
      {error ? (
        <p className="note error-text" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
