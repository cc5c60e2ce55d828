import { connectSocial, navigate, preloadEmbeddedWallet, type SignInProvider } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { IconButton } from '../../components/IconButton.tsx'
import { MoreIcon } from '../../components/icons.tsx'
import { SocialIcon } from '../../components/SocialIcon.tsx'
import { socialStyles } from '../../components/socialStyles.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { preloadView } from '../../modal/viewRegistry.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { socialProviderName } from '../../utils/socialProviderName.ts'

/** Providers shown before "More": the wide button and four icons, one row at the modal's width. */
export const VISIBLE_SOCIAL_PROVIDERS = 5

export interface SocialButtonsProps {
  /** In the order the socials feature lists them (spec §9); at least one. */
  providers: readonly SignInProvider[]
}

/**
 * The Connect view's social sign-in (spec §1, §4): the first provider as a wide "Continue with
 * Google" button, the others as a row of icon buttons named the same way, and "More sign-in
 * options" when there are more than five. A press opens the provider's window right in the click
 * (core's `connectSocial`); ConnectingSocial shows the rest, failures included. Farcaster has
 * no window: its press opens ConnectingFarcaster, which starts core's `connectFarcaster` (QR code
 * and link). Pointing at the buttons warms up the embedded wallet's frame and those views.
 */
export function SocialButtons({ providers }: SocialButtonsProps) {
  useStyleSheet(socialStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const [expanded, setExpanded] = useState(false)
  const rowRef = useRef<HTMLUListElement>(null)
  const [first, ...rest] = providers
  const collapsed = !expanded && providers.length > VISIBLE_SOCIAL_PROVIDERS
  const row = collapsed ? rest.slice(0, VISIBLE_SOCIAL_PROVIDERS - 1) : rest

  useEffect(() => {
    // "More" is gone: focus moves to the first provider it revealed.
    if (expanded) rowRef.current?.querySelectorAll('button')[VISIBLE_SOCIAL_PROVIDERS - 1]?.focus()
  }, [expanded])

  if (!first) return null
  const start = (provider: SignInProvider) => {
    // Not awaited on purpose: the error, if any, is shown by ConnectingSocial (or
    // ConnectingFarcaster) from the store.
    // ConnectingFarcaster starts the sign-in as it opens (a fresh one: the last one's state
    // goes); core's connectFarcaster then loads with that view's chunk, not the modal's.
    if (provider === 'farcaster') {
      config.stores.auth.setState({ farcaster: undefined })
      navigate(config, 'ConnectingFarcaster')
    } else connectSocial(config, { provider }).catch(() => undefined)
  }
  const prepare = () => {
    preloadEmbeddedWallet(config)
    preloadView('ConnectingSocial')
    if (providers.includes('farcaster')) preloadView('ConnectingFarcaster')
  }

  return (
    <fieldset className="socials" onPointerEnter={prepare} onFocus={prepare}>
      <legend className="sr-only">{t('connect.social.legend')}</legend>
      <Button block icon={<SocialIcon provider={first} />} onClick={() => start(first)}>
        {t('connect.social.continueWith', { provider: socialProviderName(first) })}
      </Button>
      {row.length > 0 ? (
        <ul className="social-row" ref={rowRef}>
          {row.map((provider) => (
            <li key={provider}>
              <IconButton
                className="social-btn"
                label={t('connect.social.continueWith', {
                  provider: socialProviderName(provider),
                })}
                onClick={() => start(provider)}
              >
                <SocialIcon provider={provider} size={22} />
              </IconButton>
            </li>
          ))}
          {collapsed ? (
            <li>
              <IconButton
                className="social-btn"
                label={t('connect.social.more')}
                aria-expanded={false}
                onClick={() => setExpanded(true)}
              >
                <MoreIcon />
              </IconButton>
            </li>
          ) : null}
        </ul>
      ) : null}
    </fieldset>
  )
}
