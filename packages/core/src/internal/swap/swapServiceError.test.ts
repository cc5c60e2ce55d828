import { describe, expect, it } from 'vitest'
import { HttpRequestError, NetworkRequestError } from '../../errors/http.ts'
import { swapServiceError } from './swapServiceError.ts'

const answer = (status: number, serverCode: string, serverMessage: string) =>
  new HttpRequestError(status, { serverCode, serverMessage })

describe('swapServiceError', () => {
  it('default: a 400 shows the words for people, without the field name before them', () => {
    const error = swapServiceError(
      answer(400, 'BAD_REQUEST', 'amount: Not enough liquidity for this amount'),
    )
    expect(error).toMatchObject({
      name: 'SwapQuoteError',
      message: 'Not enough liquidity for this amount',
    })
    expect(
      swapServiceError(answer(400, 'BAD_REQUEST', 'amount: too small to receive anything')).message,
    ).toBe('Too small to receive anything')
    expect(
      swapServiceError(answer(400, 'BAD_REQUEST', 'eip155.slippage: must be a percentage')).message,
    ).toBe('Must be a percentage')
  })

  it('behavior: the service codes are their classes; other failures a plain message', () => {
    expect(
      swapServiceError(answer(400, 'UNSUPPORTED_SWAP_NETWORK', 'Network not supported for Swaps'))
        .name,
    ).toBe('SwapUnsupportedNetworkError')
    expect(swapServiceError(answer(409, 'QUOTE_MOVED', 'moved')).name).toBe('SwapQuoteMovedError')
    const upstream = swapServiceError(answer(502, 'UPSTREAM_ERROR', 'Could not read swap quotes'))
    expect(upstream).toMatchObject({
      name: 'SwapQuoteError',
      message: 'No quote for this swap right now',
    })
    expect(swapServiceError(new NetworkRequestError()).name).toBe('NetworkRequestError')
  })
})
