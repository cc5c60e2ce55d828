import { applyLocale } from '../i18n/applyLocale.ts'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import type { MessageId } from '../i18n/messageId.ts'
import type { DeliverSocialResultReturnType } from './deliverSocialResult.ts'

/** What the page says for each outcome: a heading and one sentence (message ids). */
export const SOCIAL_CALLBACK_TEXTS = {
  signedIn: ['social.signedIn.title', 'social.signedIn.body'],
  refused: ['social.refused.title', 'social.refused.body'],
  noOpener: ['social.noOpener.title', 'social.noOpener.body'],
  unknownRequest: ['social.unknownRequest.title', 'social.unknownRequest.body'],
  failed: ['social.failed.title', 'social.failed.body'],
} as const satisfies Record<string, readonly [MessageId, MessageId]>

/**
 * Shows the outcome of the callback page as plain text (no markup from the URL or the server),
 * in `i18n`'s language (the browser's: no kit runs here to say the dApp's).
 *
 * @example
 * renderSocialCallbackPage(document, root, { kind: 'no-opener' }, i18n)
 */
export function renderSocialCallbackPage(
  document: Document,
  root: HTMLElement,
  outcome: DeliverSocialResultReturnType,
  i18n: FrameI18n,
): void {
  const { t } = i18n
  const [titleId, sentenceId] =
    outcome.kind === 'posted'
      ? outcome.refused
        ? SOCIAL_CALLBACK_TEXTS.refused
        : SOCIAL_CALLBACK_TEXTS.signedIn
      : outcome.kind === 'no-opener'
        ? SOCIAL_CALLBACK_TEXTS.noOpener
        : outcome.kind === 'unknown-request'
          ? SOCIAL_CALLBACK_TEXTS.unknownRequest
          : SOCIAL_CALLBACK_TEXTS.failed
  const title = t(titleId)
  applyLocale(document.documentElement, i18n)
  const main = document.createElement('main')
  main.className = 'standalone'
  main.dataset.outcome = outcome.kind
  const heading = document.createElement('h1')
  heading.textContent = title
  const text = document.createElement('p')
  text.setAttribute('role', 'status')
  text.textContent = t(sentenceId)
  main.append(heading, text)
  root.replaceChildren(main)
  root.hidden = false
  document.title = t('social.documentTitle', { title })
}
