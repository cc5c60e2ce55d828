import {
  fetchBalance,
  getReceiveNetworks,
  goBack,
  navigate,
  sortTokensByValue,
  type TokenBalance,
} from '@portico/core'
import { useEffect, useId, useMemo, useRef } from 'react'
import { Button } from '../../components/Button.tsx'
import { CheckIcon, CopyIcon } from '../../components/icons.tsx'
import { NetworkImage } from '../../components/NetworkImage.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { useAccount } from '../../hooks/useAccount.ts'
import { useCopyAddress } from '../../hooks/useCopyAddress.ts'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { namespaceName } from '../../utils/namespaceName.ts'
import { receiveStyles } from './receiveStyles.ts'

/** One token chip: what can be sent to the address, by symbol. */
interface ReceiveToken {
  key: string
  symbol: string
  name: string
  iconUrl?: string | null | undefined
}

/**
 * Receive (spec §1, §2): the connected address as a QR code with the network's icon in the
 * middle, the address in full with Copy (the kit's 'Address copied' snackbar), the networks it
 * is valid on (core's `getReceiveNetworks`), and the tokens one can send to it (those the account
 * holds on this network, else the networks' native currencies).
 */
export function ReceiveView() {
  useStyleSheet(receiveStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const account = useAccount()
  const { network } = useNetwork()
  const namespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const held = useStoreState(
    config.stores.account,
    (state) => state.namespaces[namespace]?.tokenBalance,
  )
  const networks = useMemo(
    () => getReceiveNetworks(config, { namespace, address: account.address, network }),
    [config, namespace, account.address, network],
  )
  const { copy, copied } = useCopyAddress()
  const enabled = useFeatures().receive
  const networksId = useId()
  const tokensId = useId()

  const actions = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Copy is what this view is for: it takes the focus (the QR code is for another device).
    if (account.address) actions.current?.querySelector('button')?.focus()
  }, [account.address])

  useEffect(() => {
    // The token chips read the account's balances (cached 30 s by core, failure shows its snackbar).
    if (account.address) fetchBalance(config, { namespace }).catch(() => undefined)
  }, [config, namespace, account.address])

  const tokens = useMemo(() => receiveTokens(held, networks), [held, networks])

  const address = account.address
  if (!enabled)
    return (
      <div className="center">
        <p className="center-title">{t('receive.off.title')}</p>
        <p className="muted">{t('receive.off.detail')}</p>
        <Button variant="primary" onClick={() => goBack(config)}>
          {t('receive.goBack')}
        </Button>
      </div>
    )
  if (!address)
    return (
      <div className="center">
        <p className="center-title">{t('receive.noWallet.title')}</p>
        <p className="muted">{t('receive.noWallet.detail')}</p>
        <Button variant="primary" onClick={() => navigate(config, 'Connect')}>
          {t('receive.connect')}
        </Button>
      </div>
    )

  const family = namespaceName(namespace)
  return (
    <div className="receive">
      <QrCode
        value={address}
        size={200}
        logo={network ? <NetworkImage network={network} size={40} /> : undefined}
        label={t('receive.qr', { network: network?.name ?? family })}
      />
      <p className="receive-address" dir="ltr" data-testid="receive-address">
        {address}
      </p>
      <div className="receive-section" ref={actions}>
        <Button
          variant="primary"
          block
          icon={copied ? <CheckIcon width={18} height={18} /> : <CopyIcon width={18} height={18} />}
          onClick={() => copy(address)}
        >
          {copied ? t('receive.copied') : t('receive.copy')}
        </Button>
      </div>
      <section className="receive-section" aria-labelledby={networksId}>
        <h3 className="section-label" id={networksId}>
          {networks.length === 1 ? t('receive.validOnThis') : t('receive.validOnThese')}
        </h3>
        <ul className="receive-chips" data-testid="receive-networks">
          {networks.map((each) => (
            <li key={each.caipNetworkId} className="receive-chip" data-network={each.caipNetworkId}>
              <NetworkImage network={each} size={24} />
              <span data-testid="receive-chip-label">{each.name}</span>
            </li>
          ))}
        </ul>
      </section>
      {tokens.length > 0 ? (
        <section className="receive-section" aria-labelledby={tokensId}>
          <h3 className="section-label" id={tokensId}>
            {t('receive.tokens')}
          </h3>
          <ul className="receive-chips" data-testid="receive-tokens">
            {tokens.map((token) => (
              <li key={token.key} className="receive-chip" title={token.name}>
                <TokenImage symbol={token.symbol} name={token.name} src={token.iconUrl} size={24} />
                <span data-testid="receive-chip-label">{token.symbol}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="muted receive-note">{t('receive.note', { family })}</p>
    </div>
  )
}

/** The held tokens, highest value first; without any, each network's native currency once. */
function receiveTokens(
  held: readonly TokenBalance[] | undefined,
  networks: ReturnType<typeof getReceiveNetworks>,
): ReceiveToken[] {
  if (held && held.length > 0)
    return sortTokensByValue(held).map((token) => ({
      key: token.address ?? `${token.chainId}:native`,
      symbol: token.symbol,
      name: token.name,
      iconUrl: token.iconUrl,
    }))
  const seen = new Set<string>()
  const native: ReceiveToken[] = []
  for (const network of networks) {
    const { symbol, name } = network.nativeCurrency
    if (seen.has(symbol)) continue
    seen.add(symbol)
    native.push({ key: `native:${symbol}`, symbol, name })
  }
  return native
}
