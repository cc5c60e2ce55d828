import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { installFarcasterRegistry, startTestAnvil, type TestAnvil } from '@portico/devnet'
import { DEVNET_FARCASTER_ACCOUNTS } from '@portico/devnet/farcaster'
import { type FarcasterRelay, startFarcasterRelay } from '@portico/local-farcaster-relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approveFarcasterSignIn, FarcasterClientError } from './approveFarcasterSignIn.ts'

// The scripted client against the local relay, checked by the auth client's own verification
// against the devnet's ID registry stand-in on a real anvil.
let anvil: TestAnvil
let relay: FarcasterRelay
const [alice, bob] = DEVNET_FARCASTER_ACCOUNTS
const SIWE_URI = 'http://127.0.0.1:5180'
const DOMAIN = '127.0.0.1:5180'

beforeAll(async () => {
  anvil = await startTestAnvil({ uniswap: false })
  await installFarcasterRegistry({ rpcUrl: anvil.rpcUrl })
  relay = await startFarcasterRelay()
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
})

const appClient = () =>
  createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })

async function openChannel() {
  const created = await appClient().createChannel({ siweUri: SIWE_URI, domain: DOMAIN })
  if (created.isError) throw created.error
  return created.data
}

describe('approveFarcasterSignIn (local relay, anvil ID registry)', () => {
  it('default: the relay completes with a message the auth client verifies for the fid', async () => {
    if (!alice) throw new Error('no test account')
    const channel = await openChannel()
    const approved = await approveFarcasterSignIn({ url: channel.url, account: alice })
    const status = await appClient().status({ channelToken: channel.channelToken })
    if (status.isError) throw status.error
    expect(status.data).toMatchObject({
      state: 'completed',
      fid: 1001,
      username: 'alice',
      message: approved.message,
      signature: approved.signature,
      pfpUrl: `${relay.url}/~/avatar/1001.svg`,
    })
    expect(approved.message).toContain(`${DOMAIN} wants you to sign in with your Ethereum account`)
    expect(approved.message).toContain(`Nonce: ${channel.nonce}`)
    const verified = await appClient().verifySignInMessage({
      nonce: channel.nonce,
      domain: DOMAIN,
      message: approved.message,
      signature: approved.signature,
    })
    expect(verified.isError).toBe(false)
    expect(verified.fid).toBe(1001)
  })

  it('error: a forged signature (not the custody key) fails verification as unauthorized', async () => {
    if (!alice) throw new Error('no test account')
    const channel = await openChannel()
    const forged = await approveFarcasterSignIn({ url: channel.url, account: alice, forge: true })
    const verified = await appClient().verifySignInMessage({
      nonce: channel.nonce,
      domain: DOMAIN,
      message: forged.message,
      signature: forged.signature,
    })
    expect(verified.isError).toBe(true)
    expect(verified.error?.errCode).toBe('unauthorized')
  })

  it('error: another fid than the custody key’s is refused by the registry', async () => {
    if (!alice || !bob) throw new Error('no test account')
    const channel = await openChannel()
    const lying = await approveFarcasterSignIn({
      url: channel.url,
      account: { ...alice, fid: bob.fid },
    })
    const verified = await appClient().verifySignInMessage({
      nonce: channel.nonce,
      domain: DOMAIN,
      message: lying.message,
      signature: lying.signature,
    })
    expect(verified.error?.errCode).toBe('unauthorized')
    expect(verified.error?.message).toContain(`owner of fid ${bob.fid}`)
  })

  it('error: a URL without the channel’s fields is FarcasterClientError', async () => {
    if (!alice) throw new Error('no test account')
    await expect(
      approveFarcasterSignIn({ url: `${relay.url}/~/siwf`, account: alice }),
    ).rejects.toBeInstanceOf(FarcasterClientError)
  })
})
