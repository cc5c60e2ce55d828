import { connect, openModal, setLocale } from '@portico/core'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import {
  type ProfileFixtureServer,
  startProfileFixtureServer,
} from '@portico/test-utils/startProfileFixtureServer'
import { act, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT } from '../../test/openSendView.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

// The profile routes (issue #32's contract) are the fixture's; everything else is the kit's
// usual local directory server. The project config's answer gets the fixture's zone.
let service: ProfileFixtureServer
beforeAll(async () => {
  service = await startProfileFixtureServer({ nameZone: 'portico.id' })
})
afterAll(() => service?.stop())
afterEach(async () => {
  await cleanupKits()
  service.failRegistration(undefined)
  service.removeName('alice1.portico.id')
})

/** Sends the profile routes to the fixture, and adds `nameZone` to the project config. */
function profileFetch(zone: string | null): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input))
    if (url.pathname.startsWith('/v1/profile/'))
      return fetch(`${service.url}${url.pathname}${url.search}`, init)
    const response = await fetch(input, init)
    if (url.pathname !== '/appkit/v1/config') return response
    // The directory serves no remote features by default (404): none, and the zone.
    const body = { features: [], ...(response.ok ? await response.json() : {}), nameZone: zone }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
}

async function openAccount(zone: string | null = 'portico.id'): Promise<Kit> {
  const kit = await renderKit({ options: { fetch: profileFetch(zone) } })
  await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
  await waitFor(() => expect(kit.config.stores.features.getState().source).toBe('remote'))
  await act(() => openModal(kit.config, { view: 'Account' }))
  await waitFor(() => expect(kit.host()?.shadowRoot).toBeTruthy(), CHUNK_TIMEOUT)
  await kit.modal().findByTestId('account-address', {}, CHUNK_TIMEOUT)
  return kit
}

async function openRegister(kit: Kit): Promise<HTMLInputElement> {
  await kit.user.click(kit.modal().getByRole('button', { name: 'Choose a name' }))
  return (await kit.modal().findByLabelText('Name', {}, CHUNK_TIMEOUT)) as HTMLInputElement
}

const status = (kit: Kit) => kit.modal().getByTestId('names-status').textContent
const register = (kit: Kit) => kit.modal().getByRole('button', { name: 'Register' })

describe('RegisterAccountNameView', () => {
  it('default: rules inline, then taken with suggestions, a suggestion picked, registered, Account shows the name', async () => {
    service.setName('alice.portico.id', { '2147514985': OTHER_ADDRESS })
    const kit = await openAccount()
    const field = await openRegister(kit)
    expect(kit.modal().getByText('.portico.id')).toBeTruthy()
    expect(status(kit)).toBe('Letters, digits and hyphens, at least 4 characters')

    await kit.user.type(field, 'al')
    expect(status(kit)).toBe('A name needs at least 4 characters')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(register(kit).hasAttribute('disabled')).toBe(true)
    await kit.user.type(field, '_')
    expect(status(kit)).toBe('Use only letters, digits and hyphens')

    await kit.user.type(field, '{Backspace}ice')
    await waitFor(() => expect(status(kit)).toBe('alice.portico.id is taken'))
    expect(register(kit).hasAttribute('disabled')).toBe(true)
    await kit.user.click(kit.modal().getByRole('button', { name: 'alice1.portico.id' }))
    expect(field.value).toBe('alice1')
    await waitFor(() => expect(status(kit)).toBe('alice1.portico.id is available'))

    await kit.user.click(register(kit))
    expect(
      (await kit.modal().findByTestId('names-success-name', {}, CHUNK_TIMEOUT)).textContent,
    ).toBe('alice1.portico.id')
    expect(kit.modal().getByText('Your account now goes by alice1.portico.id.')).toBeTruthy()
    const post = service.requests.find((request) => request.method === 'POST')
    expect(String((post?.body as { message?: string } | undefined)?.message)).toMatch(
      /^Register the name alice1\.portico\.id\n\nAddress: 0x/,
    )

    await kit.user.click(kit.modal().getByRole('button', { name: 'Back to Account' }))
    expect((await kit.modal().findByTestId('account-name')).textContent).toBe('alice1.portico.id')
    expect(kit.modal().queryByRole('button', { name: 'Choose a name' })).toBeNull()
    // The page's connect button goes by the name too, at once.
    expect(screen.getByRole('button', { name: /alice1\.portico\.id/ })).toBeTruthy()
  })

  it("behavior: the server's reason is shown, and the view stays", async () => {
    const kit = await openAccount()
    const field = await openRegister(kit)
    service.failRegistration({
      status: 400,
      body: { code: 'STALE', message: 'The message is stale' },
    })
    await kit.user.type(field, 'bobby')
    await waitFor(() => expect(status(kit)).toBe('bobby.portico.id is available'))
    await kit.user.click(register(kit))
    expect((await kit.modal().findByTestId('names-error')).textContent).toBe('The message is stale')
    expect(kit.config.stores.router.getState().view).toBe('RegisterAccountName')
    expect(field.value).toBe('bobby')
  })

  it("behavior: without a reason, spec §8's fallback, in the visitor's language", async () => {
    const kit = await openAccount()
    const field = await openRegister(kit)
    service.failRegistration({ status: 500, body: '' })
    await kit.user.type(field, 'carol')
    await waitFor(() => expect(status(kit)).toBe('carol.portico.id is available'))
    await kit.user.click(register(kit))
    expect((await kit.modal().findByTestId('names-error')).textContent).toBe(
      'Error registering name carol.portico.id',
    )
    await act(() => setLocale(kit.config, 'de'))
    await waitFor(() =>
      expect(kit.modal().getByTestId('names-error').textContent).toBe(
        'Fehler beim Registrieren des Namens carol.portico.id',
      ),
    )
  })

  it('behavior: no axe violations, with suggestions and after a failure', async () => {
    service.setName('dora.portico.id', { '2147514985': OTHER_ADDRESS })
    const kit = await openAccount()
    const field = await openRegister(kit)
    await kit.user.type(field, 'dora')
    await waitFor(() => expect(status(kit)).toBe('dora.portico.id is taken'))
    const dialog = await kit.modal().findByRole('dialog')
    // Colour contrast needs real layout; the browser tests check it.
    const rules = { rules: { 'color-contrast': { enabled: false } } }
    const violations = async () =>
      (await axe.run(dialog, rules)).violations.map((each) => `${each.id}: ${each.help}`)
    expect(await violations()).toEqual([])
    service.failRegistration({ status: 409, body: { code: 'X', message: 'Taken meanwhile' } })
    await kit.user.click(kit.modal().getByRole('button', { name: 'dora1.portico.id' }))
    await waitFor(() => expect(status(kit)).toBe('dora1.portico.id is available'))
    await kit.user.click(register(kit))
    await kit.modal().findByTestId('names-error')
    expect(await violations()).toEqual([])
  })

  it("behavior: no names zone → no 'Choose a name'", async () => {
    const kit = await openAccount(null)
    expect(kit.modal().queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })
})
