import type { MessageId } from '../../i18n/messageId.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import type { LegalLink } from './legalLinks.ts'

/** The sentence to say for the links there are: both, or only one of them. */
export type LegalMessages = Readonly<Record<'both' | LegalLink['kind'], MessageId>>

const LINK_NAMES = {
  terms: 'connect.legal.terms',
  privacy: 'connect.legal.privacy',
} as const satisfies Record<LegalLink['kind'], MessageId>

/**
 * A legal sentence with the developer's terms and privacy links in it, which open in a new tab:
 * translated whole (`translateRich`), so each language puts the links where its grammar does.
 * For the legal notice and the legal checkbox.
 *
 * @example
 * <LegalSentence links={links} messages={{ both: 'connect.legal.checkbox.both', … }} />
 */
export function LegalSentence({
  links,
  messages,
}: {
  links: readonly LegalLink[]
  messages: LegalMessages
}) {
  const { t } = useI18n()
  const [first] = links
  if (!first) return null
  const elements = Object.fromEntries(
    links.map((link) => [
      link.kind,
      <a
        key={link.kind}
        className="link"
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t(LINK_NAMES[link.kind])}
      </a>,
    ]),
  )
  return translateRich(t, links.length > 1 ? messages.both : messages[first.kind], elements)
}
