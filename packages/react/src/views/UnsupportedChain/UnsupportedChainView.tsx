import { disconnect } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { AlertIcon, DisconnectIcon } from '../../components/icons.tsx'
import { NetworkList } from '../../components/NetworkList.tsx'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { useNetworkSwitcher } from '../../hooks/useNetworkSwitcher.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useI18n } from '../../i18n/useI18n.ts'

/**
 * Shown when the wallet is on a chain the dApp does not list (spec §4): the networks to switch
 * to, and Disconnect.
 */
export function UnsupportedChainView() {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const { networks } = useNetwork()
  const { pending, error, select } = useNetworkSwitcher()

  return (
    <>
      <div className="center center-compact">
        <AlertIcon width={36} height={36} />
        <p className="center-title">{t('connect.unsupported.title')}</p>
        <p className="muted">{t('connect.unsupported.body')}</p>
      </div>
      <NetworkList
        networks={networks}
        pending={pending}
        onSelect={select}
        label={t('connect.networks.label')}
      />
      {error ? (
        <p className="note error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="stack">
        <Button
          block
          variant="danger"
          icon={<DisconnectIcon width={18} height={18} />}
          onClick={() => disconnect(config).catch(() => undefined)}
        >
          {t('connect.unsupported.disconnect')}
        </Button>
      </div>
    </>
  )
}
