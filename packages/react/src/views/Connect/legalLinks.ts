export interface LegalLink {
  href: string
  label: 'Terms of Service' | 'Privacy Policy'
}

/**
 * The developer's terms and privacy links (`termsConditionsUrl`, `privacyPolicyUrl`), in that
 * order, each only when it is an http(s) URL: a `javascript:` or relative value is dropped.
 *
 * @example
 * legalLinks({ termsUrl: 'https://example.org/terms' })
 * // [{ href: 'https://example.org/terms', label: 'Terms of Service' }]
 */
export function legalLinks({
  termsUrl,
  privacyUrl,
}: {
  termsUrl?: string | undefined
  privacyUrl?: string | undefined
}): LegalLink[] {
  const links: LegalLink[] = []
  if (isWebUrl(termsUrl)) links.push({ href: termsUrl, label: 'Terms of Service' })
  if (isWebUrl(privacyUrl)) links.push({ href: privacyUrl, label: 'Privacy Policy' })
  return links
}

function isWebUrl(url: string | undefined): url is string {
  return !!url && /^https?:\/\//i.test(url)
}
