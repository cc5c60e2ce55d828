/**
 * The numeric code of an error a wallet or the WalletConnect client threw (`{ code }`, or a
 * wrapped `data.originalError.code`), else undefined.
 *
 * @example
 * getErrorCode({ code: 4001, message: 'User rejected' }) // 4001
 */
export function getErrorCode(error: unknown): number | undefined {
  const code = readCode(error)
  if (code !== undefined) return code
  try {
    const data = (error as { data?: { originalError?: unknown } } | null)?.data
    return readCode(data?.originalError)
  } catch {
    return undefined
  }
}

function readCode(value: unknown): number | undefined {
  try {
    if (typeof value !== 'object' || value === null) return undefined
    const code = (value as { code?: unknown }).code
    return typeof code === 'number' && Number.isInteger(code) ? code : undefined
  } catch {
    // A hostile error object (throwing getter) carries no usable code.
    return undefined
  }
}

/**
 * The error's message, cut to 200 characters, or '' when it has none.
 *
 * @example
 * getErrorMessage(new Error('boom')) // 'boom'
 */
export function getErrorMessage(error: unknown): string {
  try {
    const message = (error as { message?: unknown } | null)?.message
    return typeof message === 'string' ? message.slice(0, 200) : ''
  } catch {
    return ''
  }
}
