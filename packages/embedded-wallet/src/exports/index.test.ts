import { expect, it } from 'vitest'
import * as exports from './index.ts'

// A changed export list is a changed public API: update this snapshot on purpose only.
it('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "EMBEDDED_MESSAGES",
      "EMBEDDED_WALLET_CONNECTOR_ID",
      "FRAME_REQUEST_TIMEOUT_MS",
      "FrameLoadError",
      "FrameLoadTimeoutError",
      "FrameRequestAbortedError",
      "FrameRequestError",
      "FrameRequestTimeoutError",
      "InvalidFrameRequestError",
      "MethodNotAllowedError",
      "RpcCallNotAllowedError",
      "RpcRequestAbortedError",
      "embeddedWallet",
      "rpcMethodClass",
    ]
  `)
})
