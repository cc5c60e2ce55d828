import { cancelSiwx, signSiwxMessage } from '@portico/core'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/Button.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { siwxStyles } from './siwxStyles.ts'

/**
 * Spec §2 SIWXSignMessage, §4 sign-in with wallet: the dApp and the wallet side by side, "{dApp}
 * needs to connect to your wallet", Cancel and Sign. Core's SIWX actions drive it: Sign asks the
 * wallet and stores the session (the modal then closes), Cancel disconnects when signing in is
 * required and closes otherwise. While the wallet is asked both buttons wait ("Signing…").
 */
export function SIWXSignMessageView() {
  useStyleSheet(siwxStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const prompt = useStoreState(config.stores.siwx, (state) => state.prompt)
  const activeNamespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const namespace = prompt?.namespace ?? activeNamespace
  const wallet = useStoreState(
    config.stores.account,
    (state) => state.namespaces[namespace]?.connectedWalletInfo,
  )
  const { metadata, siwx } = config.options
  const appName = metadata?.name ?? t('connect.siwx.thisApp')
  const required = siwx?.getRequired?.() === true
  const signing = prompt?.signing === true
  const view = useRef<HTMLDivElement>(null)

  // Focus lands on the view's main action once it is shown.
  useEffect(() => {
    view.current?.querySelector<HTMLButtonElement>('[data-action="sign"]')?.focus()
  }, [])

  return (
    <div className="center siwx" data-testid="siwx-sign-message" ref={view}>
      <div className="siwx-images" aria-hidden="true">
        <WalletImage src={metadata?.icons?.[0]} name={appName} size={64} />
        <WalletImage
          src={wallet?.icon}
          name={wallet?.name ?? t('connect.siwx.wallet')}
          size={64}
          placeholder="wallet"
        />
      </div>
      <p className="center-title">{t('connect.siwx.title', { app: appName })}</p>
      <p className="muted">
        {wallet?.name ? t('connect.siwx.body', { wallet: wallet.name }) : t('connect.siwx.bodyAny')}
        {required ? ` ${t('connect.siwx.required')}` : ''}
      </p>
      {prompt?.error && !signing ? (
        <p className="error-text" role="alert">
          {translateError(t, prompt.error)}
        </p>
      ) : null}
      <div className="siwx-actions">
        <Button disabled={signing} onClick={() => void cancelSiwx(config)}>
          {t('connect.siwx.cancel')}
        </Button>
        <Button
          data-action="sign"
          variant="primary"
          disabled={signing}
          loading={signing}
          onClick={() => signSiwxMessage(config, { namespace }).catch(() => undefined)}
        >
          {signing ? t('connect.siwx.signing') : t('connect.siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
