import { Fragment } from 'react'
import type { LegalLink } from './legalLinks.ts'

/**
 * "Terms of Service and Privacy Policy" as links that open in a new tab, for the legal notice
 * and the legal checkbox.
 *
 * @example
 * <LegalLinkList links={legalLinks({ termsUrl, privacyUrl })} />
 */
export function LegalLinkList({ links }: { links: readonly LegalLink[] }) {
  return links.map((link, index) => (
    <Fragment key={link.label}>
      {index > 0 ? ' and ' : null}
      <a className="link" href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    </Fragment>
  ))
}
