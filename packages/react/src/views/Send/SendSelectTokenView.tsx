import { getSendTokens, goBack, setSendToken } from '@portico/core'
import { useMemo } from 'react'
import { BalanceAmount } from '../../components/BalanceAmount.tsx'
import { TokenPicker, type TokenPickerOption } from '../../components/TokenPicker.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { formatUsd } from '../../utils/formatUsd.ts'
import { tokenKey } from './sendDisplay.ts'
import { sendStyles } from './sendStyles.ts'
import { useResetSendOnLeave } from './useResetSendOnLeave.ts'

/**
 * SendSelectToken: the tokens the account holds on the active network (core's `getSendTokens`:
 * the native currency first, then by value), each with its balance (2 decimals) and USD value,
 * searchable by symbol or name. Picking one sets it on the form and goes back to Send.
 */
export function SendSelectTokenView() {
  useStyleSheet(sendStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  useResetSendOnLeave()
  const namespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const account = useStoreState(config.stores.account, (state) => state.namespaces[namespace])
  const network = useStoreState(
    config.stores.network,
    (state) => state.namespaces[namespace]?.caipNetwork,
  )
  const picked = useStoreState(config.stores.send, (state) => state.token)
  const tokens = useMemo(
    () => getSendTokens(config, { account, network }),
    [config, account, network],
  )
  const options = useMemo(
    () =>
      tokens.map(
        (token): TokenPickerOption => ({
          key: tokenKey(token),
          symbol: token.symbol,
          name: token.name,
          iconSrc: token.iconUrl,
          amount: <BalanceAmount balance={token.quantity.numeric} />,
          // Dollars left to right: Arabic's '‏2,012.50 US$' would read '$US 2,012.50'.
          detail:
            token.price > 0 ? <span dir="ltr">{formatUsd(token.value, locale)}</span> : undefined,
        }),
      ),
    [tokens, locale],
  )

  const pick = (key: string) => {
    const token = tokens.find((candidate) => tokenKey(candidate) === key)
    if (token) setSendToken(config, token)
    goBack(config)
  }

  return (
    <div className="send-select">
      <TokenPicker
        label={t('send.picker.search')}
        options={options}
        emptyText={
          network?.name
            ? t('send.select.empty', { network: network.name })
            : t('send.select.emptyHere')
        }
        currentKey={picked === undefined ? undefined : tokenKey(picked)}
        onPick={pick}
        optionTestId="send-token-option"
      />
    </div>
  )
}
