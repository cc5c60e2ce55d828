import {
  type ChainNamespace,
  disconnectWallet,
  navigate,
  switchWallet,
  type WalletConnection,
} from '@portico/core'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { WalletIcon } from '../../components/icons.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useWalletConnections } from '../../hooks/useWalletConnections.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { namespaceName } from '../../utils/namespaceName.ts'
import { AccountTypeRow } from '../Account/AccountTypeRow.tsx'
import { profileWalletsStyles } from './profileWalletsStyles.ts'
import { WalletRow, type WalletRowPending } from './WalletRow.tsx'

interface Pending {
  namespace: ChainNamespace
  connectorId: string
  action: WalletRowPending
}

/** The listed wallets grouped by namespace, in the order the namespaces first appear. */
function groupByNamespace(wallets: readonly WalletConnection[]) {
  const groups = new Map<ChainNamespace, WalletConnection[]>()
  for (const wallet of wallets)
    groups.set(wallet.namespace, [...(groups.get(wallet.namespace) ?? []), wallet])
  return [...groups]
}

/**
 * ProfileWallets (spec §2, multi-wallet): every connected wallet per chain family with its
 * icon, name, short address and class badge (spec §4); Switch makes another wallet the
 * connected one, Disconnect lets one go, Add wallet opens Connect. Under the embedded wallet's
 * family, when it is the connected one: its account type and the switch between its smart
 * account and its EOA (AccountTypeRow).
 */
export function ProfileWalletsView() {
  useStyleSheet(profileWalletsStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const { wallets } = useWalletConnections()
  const [pending, setPending] = useState<Pending>()
  const [error, setError] = useState<string>()

  const run = async (wallet: WalletConnection, action: WalletRowPending) => {
    const { namespace, connectorId } = wallet
    setPending({ namespace, connectorId, action })
    setError(undefined)
    try {
      if (action === 'switch') await switchWallet(config, { connectorId, namespace })
      else await disconnectWallet(config, { connectorId, namespace })
    } catch (cause) {
      setError(translateError(t, cause))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="profile-wallets">
      {wallets.length === 0 ? <p className="note muted">{t('account.wallets.none')}</p> : null}
      {groupByNamespace(wallets).map(([namespace, group]) => {
        const headingId = `profile-wallets-${namespace}`
        return (
          <section key={namespace} aria-labelledby={headingId}>
            <h3 className="section-label" id={headingId}>
              {namespaceName(namespace)}
            </h3>
            <ul className="list">
              {group.map((wallet) => {
                const mine =
                  pending?.namespace === namespace && pending.connectorId === wallet.connectorId
                return (
                  <WalletRow
                    key={wallet.connectorId}
                    wallet={wallet}
                    pending={mine ? pending.action : undefined}
                    busy={pending !== undefined && !mine}
                    onSwitch={() => run(wallet, 'switch')}
                    onDisconnect={() => run(wallet, 'disconnect')}
                  />
                )
              })}
            </ul>
            <AccountTypeRow namespace={namespace} />
          </section>
        )
      })}
      {error ? (
        <p className="note error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="stack">
        <Button
          block
          variant="primary"
          icon={<WalletIcon width={18} height={18} />}
          disabled={pending !== undefined}
          onClick={() => navigate(config, 'Connect')}
        >
          {t('account.wallets.add')}
        </Button>
      </div>
    </div>
  )
}
