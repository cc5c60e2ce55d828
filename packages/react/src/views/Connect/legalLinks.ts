export interface LegalLink {
  href: string
  /** Which document: its name and the sentence around it come from the catalogue. */
  kind: 'terms' | 'privacy'
}

/**
 * The developer's terms and privacy links (`termsConditionsUrl`, `privacyPolicyUrl`), in that
 * order, each only when it is an http(s) URL: a `javascript:` or relative value is dropped.
 *
 * @example
 * legalLinks({ termsUrl: 'https://example.org/terms' })
 * // [{ href: 'https://example.org/terms', kind: 'terms' }]
 */
export function legalLinks({
  termsUrl,
  privacyUrl,
}: {
  termsUrl?: string | undefined
  privacyUrl?: string | undefined
}): LegalLink[] {
  const links: LegalLink[] = []
  if (isWebUrl(termsUrl)) links.push({ href: termsUrl, kind: 'terms' })
  if (isWebUrl(privacyUrl)) links.push({ href: privacyUrl, kind: 'privacy' })
  return links
}

function isWebUrl(url: string | undefined): url is string {
  return !!url && /^https?:\/\//i.test(url)
}
