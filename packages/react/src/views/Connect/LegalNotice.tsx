import { LegalLinkList } from './LegalLinkList.tsx'
import type { LegalLink } from './legalLinks.ts'

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
      By connecting a wallet, you agree to our <LegalLinkList links={links} />.
    </p>
  )
}
