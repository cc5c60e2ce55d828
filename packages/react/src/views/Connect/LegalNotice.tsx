import { type LegalMessages, LegalSentence } from './LegalSentence.tsx'
import type { LegalLink } from './legalLinks.ts'

const NOTICE: LegalMessages = {
  both: 'connect.legal.notice.both',
  terms: 'connect.legal.notice.terms',
  privacy: 'connect.legal.notice.privacy',
}

export interface LegalNoticeProps {
  /** From `legalLinks`; nothing is shown when it is empty. */
  links: readonly LegalLink[]
}

/**
 * "By connecting a wallet, you agree to …" with the developer's terms and privacy links.
 *
 * @example
 * <LegalNotice links={legalLinks({ termsUrl: 'https://example.org/terms' })} />
 */
export function LegalNotice({ links }: LegalNoticeProps) {
  if (links.length === 0) return null
  return (
    <p className="legal">
      <LegalSentence links={links} messages={NOTICE} />
    </p>
  )
}
