import * as v from 'valibot'

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))
const address = text(100)

/** `signMessage` `{ account, message, address?, protocol? }` (WalletConnect's bip122 method). */
export const signMessageParamsSchema = v.object({
  account: address,
  message: v.pipe(v.string(), v.maxLength(100_000)),
  address: v.optional(address),
  protocol: v.optional(v.picklist(['ecdsa', 'bip322'])),
})

/** `signPsbt` `{ account, psbt, signInputs?, broadcast? }`. */
export const signPsbtParamsSchema = v.object({
  account: address,
  psbt: text(1_000_000),
  signInputs: v.optional(
    v.pipe(
      v.array(
        v.object({
          address,
          index: v.pipe(v.number(), v.integer(), v.minValue(0)),
          sighashTypes: v.optional(
            v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xff))),
          ),
        }),
      ),
      v.maxLength(1_000),
    ),
  ),
  broadcast: v.optional(v.boolean()),
})

/** `sendTransfer` `{ account, recipientAddress, amount }`, the amount in sats as a decimal string. */
export const sendTransferParamsSchema = v.object({
  account: address,
  recipientAddress: address,
  amount: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'amount must be sats as a decimal string')),
})

/** `getAccountAddresses` takes `{ account? }` or nothing. */
export const getAccountAddressesParamsSchema = v.optional(
  v.object({ account: v.optional(address), intentions: v.optional(v.unknown()) }),
)
