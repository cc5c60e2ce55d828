import {
  InvalidAddressError,
  InvalidRequestParamsError,
  MethodNotAllowedError,
} from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import * as v from 'valibot'
import { sendBitcoinTransfer } from '../actions/sendBitcoinTransfer.ts'
import { signBitcoinMessage } from '../actions/signBitcoinMessage.ts'
import { signBitcoinPsbt } from '../actions/signBitcoinPsbt.ts'
import type { BitcoinSession } from '../wallet/BitcoinSession.ts'
import {
  getAccountAddressesParamsSchema,
  sendTransferParamsSchema,
  signMessageParamsSchema,
  signPsbtParamsSchema,
} from './requestSchemas.ts'

export interface HandleBitcoinRequestParameters {
  method: string
  params?: unknown
  /** sat/vB for `sendTransfer`. */
  feeRate?: number
}

/**
 * Answers one bip122 request with the connected wallet: `signMessage` → `{ address, signature }`
 * (base64, BIP-322 unless `protocol: 'ecdsa'`), `signPsbt` → `{ psbt, txid? }`,
 * `getAccountAddresses` → `{ address, publicKey, path, intention }[]`, `sendTransfer` →
 * `{ txid }`. Params are parsed first (`InvalidRequestParamsError`, the wallet not asked); any
 * other method is a `MethodNotAllowedError`.
 *
 * @example
 * await handleBitcoinRequest(session, { method: 'signMessage', params: { account, message: 'Hi' } })
 */
export async function handleBitcoinRequest(
  session: BitcoinSession,
  { method, params, feeRate }: HandleBitcoinRequestParameters,
): Promise<unknown> {
  switch (method) {
    case 'signMessage': {
      const input = parseParams(signMessageParamsSchema, params, method)
      const address = input.address ?? input.account
      const signature = await signBitcoinMessage(session, {
        address,
        message: input.message,
        ...(input.protocol ? { protocol: input.protocol } : {}),
      })
      return { address, signature }
    }
    case 'signPsbt': {
      const input = parseParams(signPsbtParamsSchema, params, method)
      requireAccount(session, input.account)
      return await signBitcoinPsbt(session, {
        psbt: input.psbt,
        ...(input.signInputs ? { signInputs: input.signInputs } : {}),
        ...(input.broadcast ? { broadcast: true } : {}),
      })
    }
    case 'getAccountAddresses': {
      parseParams(getAccountAddressesParamsSchema, params, method)
      return session.accounts.map(({ account }) => ({
        address: account.address,
        publicKey: account.publicKey,
        path: account.path,
        intention: account.type,
      }))
    }
    case 'sendTransfer': {
      const input = parseParams(sendTransferParamsSchema, params, method)
      requireAccount(session, input.account)
      return await sendBitcoinTransfer(session, {
        recipientAddress: input.recipientAddress,
        amount: BigInt(input.amount),
        ...(feeRate === undefined ? {} : { feeRate }),
      })
    }
    default:
      throw new MethodNotAllowedError(method)
  }
}

function parseParams<T extends v.GenericSchema>(
  schema: T,
  params: unknown,
  method: string,
): v.InferOutput<T> {
  let result: v.SafeParseResult<T>
  try {
    result = v.safeParse(schema, params)
  } catch (error) {
    throw new InvalidRequestParamsError({ cause: error, details: `${method}: unreadable params` })
  }
  if (!result.success)
    throw new InvalidRequestParamsError({ details: `${method}: ${v.summarize(result.issues)}` })
  return result.output
}

function requireAccount(session: BitcoinSession, address: string): void {
  if (!session.accounts.some((item) => item.account.address === address))
    throw new InvalidAddressError({
      details: `${describeValue(address)} is not an account of ${session.connectorId}`,
    })
}
