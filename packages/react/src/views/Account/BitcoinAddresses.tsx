import { type ConnectionAccount, formatAddress } from '@portico/core'
import { IconButton } from '../../components/IconButton.tsx'
import { CheckIcon, CopyIcon } from '../../components/icons.tsx'
import { useCopyAddress } from '../../hooks/useCopyAddress.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import type { MessageId } from '../../i18n/messageId.ts'
import { useI18n } from '../../i18n/useI18n.ts'

interface AddressMessages {
  label: MessageId
  copy: MessageId
  copied: MessageId
}

const MESSAGES: Partial<Record<NonNullable<ConnectionAccount['type']>, AddressMessages>> = {
  payment: {
    label: 'account.bitcoin.payment',
    copy: 'account.bitcoin.copyPayment',
    copied: 'account.bitcoin.paymentCopied',
  },
  ordinal: {
    label: 'account.bitcoin.ordinals',
    copy: 'account.bitcoin.copyOrdinals',
    copied: 'account.bitcoin.ordinalsCopied',
  },
}

/**
 * A Bitcoin wallet's payment and ordinal addresses (spec §3), each with its own copy button.
 * Nothing for other families, or for a Bitcoin wallet that grants a single address.
 */
export function BitcoinAddresses() {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const accounts = useStoreState(
    config.stores.connection,
    (state) => state.namespaces.bip122?.connection?.accounts,
  )
  const labelled = (accounts ?? []).filter((account) => account.type && MESSAGES[account.type])
  if (labelled.length < 2) return null
  return (
    <ul className="address-list" aria-label={t('account.bitcoin.list')}>
      {labelled.map((account) => {
        const messages = MESSAGES[account.type ?? 'payment']
        return messages ? (
          <AddressItem
            key={`${account.type}:${account.address}`}
            messages={messages}
            address={account.address}
          />
        ) : null
      })}
    </ul>
  )
}

function AddressItem({ messages, address }: { messages: AddressMessages; address: string }) {
  const { t } = useI18n()
  const { copy, copied } = useCopyAddress()
  return (
    <li className="address-item">
      <span className="muted">{t(messages.label)}</span>
      <span className="address-item-value" dir="ltr" title={address}>
        {formatAddress(address)}
      </span>
      <IconButton
        label={copied ? t(messages.copied) : t(messages.copy)}
        onClick={() => copy(address)}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </IconButton>
    </li>
  )
}
