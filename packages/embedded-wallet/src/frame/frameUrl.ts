import { KIT_VERSION } from '@portico/core'

export interface FrameUrlParameters {
  secureSiteUrl: string
  projectId?: string | undefined
  chainId?: number | string | undefined
  rpcUrl?: string | undefined
  enableLogger?: boolean | undefined
  locale?: string | undefined
}

/**
 * The iframe's address: the secure site with the spec §7 query parameters (projectId, chainId,
 * version, enableLogger, rpcUrl) and the kit's `locale`. Parameters without a value are left out.
 *
 * @example
 * frameUrl({ secureSiteUrl: 'http://127.0.0.1:5180', projectId: 'p1', chainId: 31337 })
 * // 'http://127.0.0.1:5180/?projectId=p1&chainId=31337&version=1.7.16&enableLogger=false'
 */
export function frameUrl(parameters: FrameUrlParameters): string {
  const url = new URL(parameters.secureSiteUrl)
  const query = url.searchParams
  if (parameters.projectId) query.set('projectId', parameters.projectId)
  if (parameters.chainId !== undefined) query.set('chainId', String(parameters.chainId))
  query.set('version', KIT_VERSION)
  query.set('enableLogger', String(parameters.enableLogger ?? false))
  if (parameters.rpcUrl) query.set('rpcUrl', parameters.rpcUrl)
  if (parameters.locale) query.set('locale', parameters.locale)
  return url.href
}
