import type { Network } from '@portico/core'
import { useId } from 'react'
import { useI18n } from '../i18n/useI18n.ts'
import { NetworkImage } from './NetworkImage.tsx'
import { Spinner } from './Spinner.tsx'

export interface NetworkListProps {
  networks: readonly Network[]
  /** The network the wallet is on (marked, not selectable). */
  current?: Network | undefined
  /** The network being switched to (shows a spinner; the list is locked meanwhile). */
  pending?: Network | undefined
  /**
   * CAIP-2 ids the chain data service does not serve (spec §7: its calls are skipped there).
   * Those rows stay selectable, with a 'No balance data' note. Undefined: not known, no notes.
   */
  unserved?: ReadonlySet<string> | undefined
  onSelect: (network: Network) => void
  label: string
}

/**
 * The dApp's networks as buttons: each with its icon (or a drawn placeholder), a 'Testnet' tag
 * on testnets, a 'No balance data' note where the chain data service has nothing, and the
 * current one marked with `aria-current`.
 *
 * @example
 * <NetworkList networks={networks} current={network} onSelect={select} label="Networks" />
 */
export function NetworkList({
  networks,
  current,
  pending,
  unserved,
  onSelect,
  label,
}: NetworkListProps) {
  return (
    <ul className="list" aria-label={label}>
      {networks.map((network) => (
        <NetworkRow
          key={network.caipNetworkId}
          network={network}
          isCurrent={current?.caipNetworkId === network.caipNetworkId}
          isPending={pending?.caipNetworkId === network.caipNetworkId}
          locked={pending !== undefined}
          unserved={unserved?.has(network.caipNetworkId) ?? false}
          onSelect={onSelect}
        />
      ))}
    </ul>
  )
}

interface NetworkRowProps {
  network: Network
  isCurrent: boolean
  isPending: boolean
  locked: boolean
  unserved: boolean
  onSelect: (network: Network) => void
}

/**
 * One network button. Its accessible name is the network's name (and its status while current
 * or switching); the Testnet tag and the 'No balance data' note are its description, so the
 * name a visitor or a test looks for does not change with what the service serves.
 */
function NetworkRow({
  network,
  isCurrent,
  isPending,
  locked,
  unserved,
  onSelect,
}: NetworkRowProps) {
  const { t } = useI18n()
  const id = useId()
  const status = isCurrent
    ? t('connect.networks.connected')
    : isPending
      ? t('connect.networks.switching')
      : undefined
  const described = [network.testnet ? `${id}-testnet` : '', unserved ? `${id}-note` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <li>
      <button
        type="button"
        className="list-item"
        aria-current={isCurrent ? 'true' : undefined}
        aria-busy={isPending || undefined}
        aria-describedby={described || undefined}
        disabled={locked}
        data-network={network.caipNetworkId}
        onClick={() => {
          if (!isCurrent) onSelect(network)
        }}
      >
        <NetworkImage network={network} size={32} />
        <span className="list-item-text">
          <span className="list-item-label" title={network.name} dir="auto">
            {network.name}
          </span>
          {unserved ? (
            <span className="list-item-description" id={`${id}-note`} aria-hidden="true">
              {/* A network the chain data service does not serve: its tabs will be empty. */}
              {t('connect.networks.noBalanceData')}
            </span>
          ) : null}
        </span>
        <span className="list-item-end">
          {network.testnet ? (
            <span className="tag" id={`${id}-testnet`} aria-hidden="true">
              {t('connect.networks.testnet')}
            </span>
          ) : null}
          {status ? <span className="tag tag-accent">{status}</span> : null}
          {isPending ? <Spinner size={16} /> : null}
        </span>
      </button>
    </li>
  )
}
