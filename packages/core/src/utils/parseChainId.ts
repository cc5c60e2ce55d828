import { InvalidChainIdError } from '../errors/connection.ts'

/**
 * Turns a wallet's chain id into a number: `'0x7a69'` → 31337, `'31337'` → 31337, `31337` → 31337
 * (spec §4: chain-changed events convert hex to decimal). Anything else, including ids beyond
 * `Number.MAX_SAFE_INTEGER`, is an `InvalidChainIdError`.
 *
 * @example
 * parseChainId('0x1') // 1
 */
export function parseChainId(value: unknown): number {
  let parsed: number
  if (typeof value === 'number') parsed = value
  else if (typeof value === 'bigint') parsed = Number(value)
  else if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value))
    parsed = Number.parseInt(value, 16)
  else if (typeof value === 'string' && /^[0-9]+$/.test(value)) parsed = Number(value)
  else throw new InvalidChainIdError({ details: `Received ${describe(value)}` })
  if (!Number.isSafeInteger(parsed) || parsed <= 0)
    throw new InvalidChainIdError({ details: `Received ${describe(value)}` })
  return parsed
}

function describe(value: unknown): string {
  try {
    return typeof value === 'string' ? `'${value}'` : String(JSON.stringify(value))
  } catch {
    return typeof value
  }
}
