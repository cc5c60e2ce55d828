import { formatAddress, switchActiveChain } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { NetworkIcon, WalletIcon } from '../../components/icons.tsx'
import { NetworkImage } from '../../components/NetworkImage.tsx'
import { useAsyncAction } from '../../hooks/useAsyncAction.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { namespaceName } from '../../utils/namespaceName.ts'

/**
 * Moving to another chain namespace (spec §2 SwitchActiveChain): says which, then either
 * switches to the wallet already connected there (and on to `navigateTo`), or offers to
 * connect one (Connect). The routing is core's `switchActiveChain`; this view shows its state.
 */
export function SwitchActiveChainView() {
  const config = usePorticoConfig()
  const { t } = useI18n()
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

  if (!target) return <p className="note muted">{t('connect.switchChain.none')}</p>
  const family = namespaceName(target.namespace)
  const network = target.network

  // The failure is shown from the hook's state.
  const proceed = () => switchTo(target).catch(() => undefined)
  const error = failure ? translateError(t, failure) || t('connect.switchChain.failed') : undefined

  return (
    <>
      <div className="center center-compact">
        {network ? (
          <NetworkImage network={network} size={48} />
        ) : (
          <NetworkIcon width={36} height={36} />
        )}
        <p className="center-title">{t('connect.switchChain.title', { family })}</p>
        {connected ? (
          <p className="muted">
            {address
              ? translateRich(
                  t,
                  'connect.switchChain.connectedAddress',
                  // An address is never reordered by a right-to-left sentence around it.
                  { address: <span dir="ltr">{formatAddress(address)}</span> },
                  { family },
                )
              : t('connect.switchChain.connected', { family })}{' '}
            {network
              ? t('connect.switchChain.switchToContinueOn', { network: network.name })
              : t('connect.switchChain.switchToContinue')}
          </p>
        ) : (
          <p className="muted">
            {t('connect.switchChain.notConnected', { family })}{' '}
            {network
              ? t('connect.switchChain.connectToContinueOn', { network: network.name })
              : t('connect.switchChain.connectToContinue')}
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
            ? t('connect.switchChain.title', { family })
            : t('connect.switchChain.connectWallet', { family })}
        </Button>
      </div>
      {busy && connected && network ? (
        <p className="note muted" role="status">
          {t('connect.networks.approveSwitch', { network: network.name })}
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
