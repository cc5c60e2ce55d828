import { randomBytes } from 'node:crypto'
import { type Address, getAddress, isAddress } from 'viem'
import type { Catalog, EvmAsset } from './catalog.ts'
import type { Deliverer } from './Deliverer.ts'
import { parseDecimal } from './decimalAmount.ts'
import { SandboxInputError } from './errors.ts'
import { exactOrigin } from './exactOrigin.ts'
import { cancelUnlessDelivering, type Settlement, settleOnce } from './settleOnce.ts'

/** The body of `POST /api/exchange/payments`. */
export interface ExchangePaymentRequest {
  recipient: unknown
  network: unknown
  /** A token contract address, or `native`. */
  asset: unknown
  /** A decimal string in the token's whole units (`'12.5'` PUSD). */
  amount: unknown
  returnOrigin: unknown
}

/** A payment from the exchange customer's account to a recipient on chain. */
export interface ExchangePayment extends Settlement {
  id: string
  formToken: string
  asset: EvmAsset
  recipient: Address
  /** In the asset's smallest unit. */
  units: bigint
  returnOrigin: string
}

const MAX_PAYMENTS = 10_000

/**
 * The Sandbox Exchange's payments: each is sent once, from the exchange's hot wallet, when the
 * signed-in test customer confirms it.
 *
 * @example
 * const payments = createExchangePayments({ catalog, hotWallet })
 * const payment = payments.create({ recipient, network: 'eip155:31337', asset: 'native', amount: '0.5', returnOrigin })
 */
export function createExchangePayments(parameters: {
  catalog: Catalog
  hotWallet: Deliverer<EvmAsset>
}) {
  const payments = new Map<string, ExchangePayment>()

  return {
    create(request: ExchangePaymentRequest): ExchangePayment {
      const asset = parameters.catalog.byAddress(request.asset, request.network, 'asset')
      if (typeof request.recipient !== 'string' || !isAddress(request.recipient))
        throw new SandboxInputError('recipient: must be an EVM address')
      const units = parseDecimal(request.amount, asset.decimals, 'amount')
      const returnOrigin = exactOrigin(request.returnOrigin, 'returnOrigin')
      const payment: ExchangePayment = {
        id: `ex_${randomBytes(16).toString('hex')}`,
        formToken: randomBytes(16).toString('hex'),
        asset,
        recipient: getAddress(request.recipient),
        units,
        returnOrigin,
        status: 'pending',
      }
      if (payments.size >= MAX_PAYMENTS) payments.delete(payments.keys().next().value as string)
      payments.set(payment.id, payment)
      return payment
    },
    get: (id: string) => payments.get(id),
    /** Confirmed by the customer: sends once; `false` for a wrong form token. */
    async confirm(payment: ExchangePayment, formToken: string | undefined): Promise<boolean> {
      if (payment.status === 'pending' && payment.delivering === undefined) {
        if (formToken !== payment.formToken) return false
        const balance = await parameters.hotWallet.balanceOf(payment.asset)
        // Checked again after the await: another confirm may have begun meanwhile.
        if (balance < payment.units && payment.delivering === undefined) {
          payment.status = 'failed'
          payment.failure = 'Your exchange balance is too low for this payment.'
          return true
        }
      }
      await settleOnce(payment, () =>
        parameters.hotWallet.deliver({
          asset: payment.asset,
          to: payment.recipient,
          units: payment.units,
        }),
      )
      return true
    },
    cancel(payment: ExchangePayment, formToken: string | undefined): boolean {
      if (formToken !== payment.formToken) return false
      cancelUnlessDelivering(payment)
      return true
    },
  }
}

export type ExchangePayments = ReturnType<typeof createExchangePayments>
