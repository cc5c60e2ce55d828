import type { TokenBalance } from '@portico/core'
import { evmSwaps } from '@portico/evm'
import { FIXTURE_PUSD } from '@portico/test-utils/convertFixture'
import { CHUNK_TIMEOUT, openAccountWithTransfers } from './openSendView.ts'
import type { Kit, RenderKitParameters } from './renderKit.tsx'

/** What the balance service lists for the account: 10 ETH and 5 000 PUSD on the local chain. */
export const SWAP_VIEW_BALANCES: readonly TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    value: 20_000,
    price: 2000,
    quantity: { decimals: '18', numeric: '10' },
  },
  {
    name: 'Portico USD',
    symbol: 'PUSD',
    chainId: 'eip155:31337',
    address: `eip155:31337:${FIXTURE_PUSD}`,
    value: 5000,
    price: 1,
    quantity: { decimals: '6', numeric: '5000' },
  },
]

/** The wallet of the Swap view tests: what it was asked to send, and its refusal switch. */
export interface SwapTestWallet {
  sent: Record<string, string>[]
  refuse: boolean
}

export interface SwapViewKit extends Kit {
  wallet: SwapTestWallet
}

/**
 * The kit with the swap routes (`@portico/test-utils/convertFixture` behind the directory
 * server, faults through `kit.directory.convert`) and a wallet that sends: the mock adapter
 * answers `eth_chainId` with the local chain and `eth_sendTransaction` with a hash (or refuses,
 * `kit.wallet.refuse`), and its `transfers.waitForTransfer` is the network's answer
 * (`kit.adapter.setFeatures`). Connected, on the Account view.
 *
 * @example
 * const kit = await openAccountWithSwaps()
 * await kit.user.click(kit.modal().getByRole('button', { name: 'Swap' }))
 */
export async function openAccountWithSwaps(
  parameters: RenderKitParameters = {},
): Promise<SwapViewKit> {
  const wallet: SwapTestWallet = { sent: [], refuse: false }
  const kit = await openAccountWithTransfers({
    ...parameters,
    chainData: { balances: SWAP_VIEW_BALANCES, convert: true, ...parameters.chainData },
    adapter: {
      swaps: evmSwaps(),
      answerRequest: async ({ method, params }) => {
        if (method === 'eth_chainId') return '0x7a69'
        if (method !== 'eth_sendTransaction') throw { code: 4200, message: `No ${method}` }
        if (wallet.refuse) throw { code: 4001, message: 'User rejected the request.' }
        wallet.sent.push((params as Record<string, string>[])[0] ?? {})
        return `0x${wallet.sent.length.toString(16).padStart(64, '0')}`
      },
      ...parameters.adapter,
    },
  })
  return Object.assign(kit, { wallet })
}

/**
 * `openAccountWithSwaps`, then the Account view's Swap button: the Swap form, once its tokens
 * are loaded.
 *
 * @example
 * const kit = await openSwapView()
 * await kit.user.type(kit.modal().getByLabelText('You pay'), '1')
 */
export async function openSwapView(parameters: RenderKitParameters = {}): Promise<SwapViewKit> {
  const kit = await openAccountWithSwaps(parameters)
  await kit.user.click(kit.modal().getByRole('button', { name: 'Swap' }))
  await kit.modal().findByRole('form', { name: 'Swap' }, CHUNK_TIMEOUT)
  return kit
}
