import { Fragment } from 'react'

export interface LegalNoticeProps {
  termsUrl?: string | undefined
  privacyUrl?: string | undefined
}

/**
 * "By connecting a wallet, you agree to …" with the developer's terms and privacy links; nothing
 * when neither is set. Only http(s) links are rendered.
 *
 * @example
 * <LegalNotice termsUrl="https://example.org/terms" />
 */
export function LegalNotice({ termsUrl, privacyUrl }: LegalNoticeProps) {
  const links = [
    isWebUrl(termsUrl) ? { href: termsUrl, label: 'Terms of Service' } : undefined,
    isWebUrl(privacyUrl) ? { href: privacyUrl, label: 'Privacy Policy' } : undefined,
  ].filter((link) => link !== undefined)
  if (links.length === 0) return null
  return (
    <p className="legal">
      By connecting a wallet, you agree to our{' '}
      {links.map((link, index) => (
        <Fragment key={link.label}>
          {index > 0 ? ' and ' : null}
          <a className="link" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </Fragment>
      ))}
      .
    </p>
  )
}

function isWebUrl(url: string | undefined): url is string {
  return !!url && /^https?:\/\//i.test(url)
}
