import {
  ConnectionRejectedError,
  connect,
  ModalClosedError,
  PorticoError,
  WALLET_ERROR_CODES,
} from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { ExternalLinkIcon } from '../../components/icons.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import {
  connectorImageSrc,
  connectorPlaceholder,
  walletImageSrc,
} from '../../utils/walletImageSrc.ts'

type Attempt =
  | { status: 'pending' }
  | { status: 'rejected' }
  | { status: 'failed'; message: string }

/**
 * Asks an installed wallet for access as soon as it opens, and says where to look ('Continue
 * in MetaMask'). A rejection or failure offers a retry. Core routes to Account (or
 * UnsupportedChain) on success. A directory wallet that is not installed gets a link to it.
 */
export function ConnectingExternalView() {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const data = useStoreState(config.stores.router, (state) => state.data)
  const connector = data?.connector
  const wallet = data?.wallet
  const name = connector?.name ?? wallet?.name ?? t('connect.yourWallet')
  const [attempt, setAttempt] = useState<Attempt>({ status: 'pending' })
  const mounted = useRef(true)

  const start = useCallback(async () => {
    if (!connector) return
    setAttempt({ status: 'pending' })
    try {
      await connect(config, { connectorId: connector.id, namespace: connector.chain })
    } catch (error) {
      if (!mounted.current || error instanceof ModalClosedError) return
      if (
        error instanceof ConnectionRejectedError ||
        codeOf(error) === WALLET_ERROR_CODES.userRejectedRequest
      )
        setAttempt({ status: 'rejected' })
      else setAttempt({ status: 'failed', message: messageOf(error) })
    }
  }, [config, connector])

  // Once per visit of the view; strict mode's double effect must not prompt the wallet twice.
  const started = useRef(false)
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      void start()
    }
    return () => {
      mounted.current = false
    }
  }, [start])

  const image = connector
    ? connectorImageSrc(config, connector)
    : wallet
      ? walletImageSrc(config, wallet)
      : undefined
  const placeholder = connectorPlaceholder(connector)
  const link = wallet
    ? firstWebLink(wallet.webapp_link, wallet.homepage, wallet.desktop_link)
    : undefined

  if (!connector)
    return (
      <div className="center">
        <span className="connecting-image">
          <WalletImage src={image} name={name} size={80} placeholder={placeholder} />
        </span>
        <p className="center-title">{t('connect.external.notInstalled.title', { wallet: name })}</p>
        <p className="muted">{t('connect.external.notInstalled.body', { wallet: name })}</p>
        {link ? (
          <a className="btn btn-primary" href={link} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon width={18} height={18} />
            {t('connect.external.get', { wallet: name })}
          </a>
        ) : null}
      </div>
    )

  const failed = attempt.status !== 'pending'
  return (
    <div className="center">
      <span className="connecting-image" data-state={failed ? 'error' : 'pending'}>
        <WalletImage src={image} name={name} size={80} placeholder={placeholder} />
      </span>
      {attempt.status === 'pending' ? (
        <>
          <p className="center-title">{t('connect.continueIn', { wallet: name })}</p>
          <p className="muted" role="status">
            {t('connect.external.requesting')}
          </p>
        </>
      ) : (
        <>
          <p className="center-title" role="alert">
            {attempt.status === 'rejected'
              ? t('connect.rejected.title')
              : t('connect.failed.title')}
          </p>
          <p className="muted">
            {attempt.status === 'rejected'
              ? t('connect.rejected.body')
              : translateError(t, attempt.message)}
          </p>
          <Button variant="primary" onClick={() => void start()}>
            {t('connect.tryAgain')}
          </Button>
        </>
      )}
    </div>
  )
}

function codeOf(error: unknown): unknown {
  return error instanceof PorticoError ? error.code : undefined
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Failed to connect'
}

function firstWebLink(...links: (string | null | undefined)[]): string | undefined {
  return links.find((link): link is string => !!link && /^https?:\/\//i.test(link))
}
