import { formatAddress } from '@portico/core'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import {
  type ProfileFixtureServer,
  startProfileFixtureServer,
} from '@portico/test-utils/startProfileFixtureServer'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT, openSendView } from '../../test/openSendView.ts'
import { cleanupKits, type Kit } from '../../test/renderKit.tsx'

// Send by name (issue #32): the profile routes are the fixture's, the rest the kit's usual
// local server; the wallet is the test adapter (its transfers the mock's).
let service: ProfileFixtureServer
beforeAll(async () => {
  service = await startProfileFixtureServer({ nameZone: 'portico.id' })
})
afterAll(() => service?.stop())
afterEach(cleanupKits)

/** Anvil's third account: neither the sender nor OTHER_ADDRESS. */
const THIRD_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const profileFetch: typeof fetch = (input, init) => {
  const url = new URL(String(input))
  return url.pathname.startsWith('/v1/profile/')
    ? fetch(`${service.url}${url.pathname}${url.search}`, init)
    : fetch(input, init)
}

async function openNamedSend(): Promise<Kit> {
  const kit = await openSendView({ options: { fetch: profileFetch } })
  await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
  return kit
}
const field = (kit: Kit, label: string) => kit.modal().getByLabelText(label) as HTMLInputElement

describe('Send by name', { timeout: 30_000 }, () => {
  it('default: the address a name resolves to shows beside it, and in the preview', async () => {
    service.setName('alice.portico.id', { '2147514985': OTHER_ADDRESS })
    const kit = await openNamedSend()
    await kit.user.type(field(kit, 'Amount'), '1')
    await kit.user.type(field(kit, 'To'), 'alice.portico.id')
    const resolved = await kit.modal().findByTestId('send-receiver-resolved')
    expect(resolved.textContent).toBe(`Sends to ${formatAddress(OTHER_ADDRESS)}`)
    expect(resolved.getAttribute('title')).toBe(OTHER_ADDRESS)

    await kit.user.click(kit.modal().getByTestId('send-review'))
    const receiver = await kit.modal().findByTestId('send-preview-receiver', {}, CHUNK_TIMEOUT)
    expect(receiver.textContent).toContain('alice.portico.id')
    expect(receiver.textContent).toContain(formatAddress(OTHER_ADDRESS))
    expect(receiver.getAttribute('title')).toBe(OTHER_ADDRESS)
  })

  it('behavior: an unknown name says so under the field', async () => {
    const kit = await openNamedSend()
    await kit.user.type(field(kit, 'Amount'), '1')
    await kit.user.type(field(kit, 'To'), 'nobody.portico.id')
    await kit.user.tab()
    await waitFor(() =>
      expect(kit.modal().getByTestId('send-review').textContent).toBe(
        'No address found for nobody.portico.id',
      ),
    )
  })

  it('behavior: a name re-pointed between review and Send stops the send and shows the new address', async () => {
    service.setName('bobby.portico.id', { '2147514985': OTHER_ADDRESS })
    const kit = await openNamedSend()
    await kit.user.type(field(kit, 'Amount'), '1')
    await kit.user.type(field(kit, 'To'), 'bobby.portico.id')
    await kit.modal().findByTestId('send-receiver-resolved')
    await kit.user.click(kit.modal().getByTestId('send-review'))
    await kit.modal().findByTestId('send-preview-receiver', {}, CHUNK_TIMEOUT)

    service.setName('bobby.portico.id', { '2147514985': THIRD_ADDRESS })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Send' }))
    expect((await kit.modal().findByTestId('send-name-changed')).textContent).toBe(
      'bobby.portico.id now points to another address. Check the new address before sending.',
    )
    expect(kit.modal().getByTestId('send-preview-receiver').getAttribute('title')).toBe(
      THIRD_ADDRESS,
    )
    expect(kit.adapter.state.calls.sendTransfer).toBe(0)
  })
})
