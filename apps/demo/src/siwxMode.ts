/** The query parameter that turns the demo's sign-in with wallet (SIWX) on. */
export const SIWX_MODE_PARAM = 'siwx'

/** Sign-in with wallet: asked after connecting ('optional'), or needed to stay connected. */
export type SiwxMode = 'optional' | 'required'

/**
 * The sign-in mode asked for by `?siwx=optional` or `?siwx=required`; anything else is off.
 *
 * @example
 * readSiwxMode('?siwx=required') // 'required'
 * readSiwxMode('?siwx=yes') // undefined
 */
export function readSiwxMode(search: string): SiwxMode | undefined {
  const value = new URLSearchParams(search).get(SIWX_MODE_PARAM)
  return value === 'optional' || value === 'required' ? value : undefined
}
