import { type ConnectionAccount, formatAddress } from '@portico/core'
import { IconButton } from '../../components/IconButton.tsx'
import { CheckIcon, CopyIcon } from '../../components/icons.tsx'
import { useCopyAddress } from '../../hooks/useCopyAddress.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'

const LABELS: Partial<Record<NonNullable<ConnectionAccount['type']>, string>> = {
  payment: 'Payment',
  ordinal: 'Ordinals',
}

/**
 * A Bitcoin wallet's payment and ordinal addresses (spec §3), each with its own copy button.
 * Nothing for other families, or for a Bitcoin wallet that grants a single address.
 */
export function BitcoinAddresses() {
  const config = usePorticoConfig()
  const accounts = useStoreState(
    config.stores.connection,
    (state) => state.namespaces.bip122?.connection?.accounts,
  )
  const labelled = (accounts ?? []).filter((account) => account.type && LABELS[account.type])
  if (labelled.length < 2) return null
  return (
    <ul className="address-list" aria-label="Bitcoin addresses">
      {labelled.map((account) => (
        <AddressItem
          key={`${account.type}:${account.address}`}
          label={LABELS[account.type ?? 'payment'] ?? ''}
          address={account.address}
        />
      ))}
    </ul>
  )
}

function AddressItem({ label, address }: { label: string; address: string }) {
  const { copy, copied } = useCopyAddress()
  return (
    <li className="address-item">
      <span className="muted">{label}</span>
      <span className="address-item-value" title={address}>
        {formatAddress(address)}
      </span>
      <IconButton
        label={copied ? `${label} address copied` : `Copy ${label.toLowerCase()} address`}
        onClick={() => copy(address)}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </IconButton>
    </li>
  )
}
