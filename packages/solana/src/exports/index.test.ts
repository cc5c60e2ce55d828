import { expect, it } from 'vitest'
import * as exports from './index.ts'

// A changed export list is a changed public API: update this snapshot on purpose only.
it('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "InvalidAddressError",
      "InvalidRequestParamsError",
      "MethodNotAllowedError",
      "PREFLIGHT_COMMITMENTS",
      "SOLANA_CONNECTOR_ID_PREFIX",
      "SOLANA_REQUEST_METHODS",
      "UnsupportedTokenError",
      "getSolanaBalance",
      "isSolanaAddress",
      "isSolanaSignature",
      "solanaAdapter",
      "solanaAddressChecks",
      "solanaRequestTransfers",
    ]
  `)
})
