import type { Network } from '@portico/core'
import { ListItem } from './ListItem.tsx'
import { NetworkImage } from './NetworkImage.tsx'
import { Spinner } from './Spinner.tsx'

export interface NetworkListProps {
  networks: readonly Network[]
  /** The network the wallet is on (marked, not selectable). */
  current?: Network | undefined
  /** The network being switched to (shows a spinner; the list is locked meanwhile). */
  pending?: Network | undefined
  onSelect: (network: Network) => void
  label: string
}

/**
 * The dApp's networks as buttons, the current one marked with `aria-current`.
 *
 * @example
 * <NetworkList networks={networks} current={network} onSelect={select} label="Networks" />
 */
export function NetworkList({ networks, current, pending, onSelect, label }: NetworkListProps) {
  return (
    <ul className="list" aria-label={label}>
      {networks.map((network) => {
        const isCurrent = current?.caipNetworkId === network.caipNetworkId
        const isPending = pending?.caipNetworkId === network.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              image={<NetworkImage network={network} size={32} />}
              label={network.name}
              aria-current={isCurrent ? 'true' : undefined}
              aria-busy={isPending || undefined}
              disabled={pending !== undefined}
              tag={isCurrent ? 'Connected' : isPending ? 'Switching…' : undefined}
              tagVariant="accent"
              end={isPending ? <Spinner size={16} /> : undefined}
              onClick={() => {
                if (!isCurrent) onSelect(network)
              }}
            />
          </li>
        )
      })}
    </ul>
  )
}
