import { FRAME_POST_READY_DELAY_MS } from '@portico/core'
import { localNetwork } from '@portico/test-utils/networks'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { embeddedWallet } from './embeddedWalletAdapter.ts'
import type { AppEventType, AppMessage } from './protocol/appEvents.ts'
import { createFrameDouble, type FrameDouble } from './test/frameDouble.ts'
import { type FramePageServer, startFramePageServer } from './test/framePageServer.ts'
import { track } from './test/track.ts'

// Issue #30: the frame's approve view speaks the kit's language. The adapter puts it in the
// frame's address (`locale`) and sends a later change as APP_SYNC_LOCALE. The frame's side is
// the test double of ./test/frameDouble.ts.

const realSetTimeout = globalThis.setTimeout

let server: FramePageServer
let double: FrameDouble
let stop: (() => void) | undefined

beforeAll(async () => {
  server = await startFramePageServer()
})
afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  double = createFrameDouble({
    origin: server.origin,
    autoReady: true,
    handlers: {
      APP_SYNC_DAPP_DATA: () => ({ payload: {} }),
      APP_SYNC_LOCALE: () => ({ payload: {} }),
      APP_IS_CONNECTED: () => ({ payload: { isConnected: false } }),
    },
  })
})
afterEach(async () => {
  await double.pagesLoaded()
  stop?.()
  stop = undefined
  double.stop()
  vi.useRealTimers()
  expect(document.querySelectorAll('iframe')).toHaveLength(0)
})

function createAdapter() {
  const adapter = embeddedWallet({ secureSiteUrl: server.url, projectId: 'test-project' })
  stop = adapter.setup({ networks: [localNetwork], emit: () => {} })
  return adapter
}

/** Lets the lazy import, the FRAME_READY wait and the double's answers run (see the main test). */
async function advanceUntil(done: () => boolean): Promise<void> {
  for (let step = 0; step < 100 && !done(); step++) {
    await vi.dynamicImportSettled()
    await vi.advanceTimersByTimeAsync(FRAME_POST_READY_DELAY_MS / 5)
    await new Promise((resolve) => realSetTimeout(resolve, 2))
  }
  if (!done()) throw new Error('Still waiting after 100 steps')
}

async function settle<T>(promise: Promise<T>): Promise<T> {
  const tracked = track(promise)
  await advanceUntil(() => tracked.status !== 'pending')
  return promise
}

const sent = <T extends AppEventType>(type: T): AppMessage<T>[] =>
  double.requests.filter((message) => message.type === type) as AppMessage<T>[]

describe('the kit’s language in the frame', () => {
  it('default: a language given before the frame loads is in its address; nothing more is sent', async () => {
    const { auth } = createAdapter()
    auth.syncLocale({ locale: 'ar' })
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    await settle(auth.isConnected())
    expect(new URL(double.iframe().src).searchParams.getAll('locale')).toEqual(['ar'])
    expect(sent('APP_SYNC_LOCALE')).toEqual([])
  })

  it('behavior: a change once the frame runs is sent as APP_SYNC_LOCALE, once', async () => {
    const { auth } = createAdapter()
    auth.syncLocale({ locale: 'en' })
    await settle(auth.isConnected())
    auth.syncLocale({ locale: 'ja' })
    auth.syncLocale({ locale: 'ja' })
    await advanceUntil(() => sent('APP_SYNC_LOCALE').length > 0)
    expect(sent('APP_SYNC_LOCALE').map((message) => message.payload)).toEqual([{ locale: 'ja' }])
  })

  it('behavior: a frame that loads again (its address still says the first language) is told the current one', async () => {
    const { auth } = createAdapter()
    auth.syncLocale({ locale: 'en' })
    await settle(auth.isConnected())
    auth.syncLocale({ locale: 'de' })
    await advanceUntil(() => sent('APP_SYNC_LOCALE').length === 1)
    double.ready()
    await advanceUntil(() => sent('APP_SYNC_LOCALE').length === 2)
    expect(sent('APP_SYNC_LOCALE').map((message) => message.payload)).toEqual([
      { locale: 'de' },
      { locale: 'de' },
    ])
  })
})
