import {
  type ChainNamespace,
  loadAccountType,
  readAccountType,
  setPreferredAccountType,
} from '@portico/core'
import { useEffect, useMemo, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { accountTypeStyles } from './accountTypeStyles.ts'

/**
 * The embedded wallet's account type (spec §3, §6), in Account and ProfileWallets: a 'Smart
 * account' tag while its smart account is in use, 'Not deployed yet' until that account has
 * code (asked again each time it shows: `loadAccountType`), and the switch to the plain account (EOA) and back (core's `setPreferredAccountType`).
 * A refused switch (spec §4: smart accounts only where the network enables them, and only from
 * the EOA) shows the rule's message. Nothing for other wallets.
 */
export function AccountTypeRow({ namespace }: { namespace: ChainNamespace }) {
  useStyleSheet(accountTypeStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const connection = useStoreState(config.stores.connection, (state) => state.namespaces[namespace])
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)
  const { type, smartAccountDeployed, switchable } = useMemo(
    () => readAccountType({ connection, account: undefined, connectors }),
    [connection, connectors],
  )
  const [pending, setPending] = useState(false)
  const chainId = connection?.connection?.chainId
  const address = connection?.connection?.accounts[0]?.address
  // What the wallet says now (a smart account deployed since, this network's accounts), each
  // time the row shows an embedded wallet's account on a network.
  useEffect(() => {
    if (switchable && address && chainId !== undefined) void loadAccountType(config)
  }, [config, switchable, address, chainId])
  // A refusal is about the network it was made on: it goes when the network changes.
  const [refusal, setRefusal] = useState<{ message: string; chainId: typeof chainId }>()
  const error = refusal?.chainId === chainId ? refusal?.message : undefined

  if (!switchable || (type !== 'eoa' && type !== 'smartAccount')) return null
  const target = type === 'smartAccount' ? 'eoa' : 'smartAccount'

  const onSwitch = async () => {
    setPending(true)
    setRefusal(undefined)
    try {
      await setPreferredAccountType(config, { type: target })
    } catch (cause) {
      setRefusal({ message: translateError(t, cause), chainId })
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="account-type" data-state={type} data-testid="account-type">
      {type === 'smartAccount' ? (
        <span className="tag tag-accent" data-testid="account-type-tag">
          {t('account.type.smartAccount')}
        </span>
      ) : null}
      {smartAccountDeployed === false ? (
        <span className="tag" data-testid="account-type-undeployed">
          {t('account.type.notDeployed')}
        </span>
      ) : null}
      <Button
        size="small"
        loading={pending}
        disabled={pending}
        onClick={onSwitch}
        data-testid="account-type-switch"
      >
        {t(target === 'eoa' ? 'account.type.useEoa' : 'account.type.useSmartAccount')}
      </Button>
      {error ? (
        <p className="note error-text account-type-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
