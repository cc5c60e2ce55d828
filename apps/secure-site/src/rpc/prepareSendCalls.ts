import { sendCallsParamsSchema } from '@portico/embedded-wallet/protocol'
import * as v from 'valibot'
import { bytesToHex, type Hex, type PrivateKeyAccount } from 'viem'
import { AddressMismatchError, InvalidRpcParamsError } from '../errors.ts'
import type { CallsRegistry } from './callsRegistry.ts'
import type { ApprovalTarget } from './chainTrust.ts'
import type { EvmClients } from './evmClients.ts'
import type { PreparedApproval } from './preparedApproval.ts'
import { evmAddressSchema, hexDataSchema, isSameAddress, quantitySchema } from './rpcFields.ts'
import { simulateBalanceChanges } from './simulateBalanceChanges.ts'

/** Past the protocol's shape check: each call's fields as the frame uses them. */
export const callSchema = v.object({
  to: evmAddressSchema,
  data: v.optional(hexDataSchema),
  value: v.optional(quantitySchema),
})
/** The most calls one wallet_sendCalls request may carry. */
export const MAX_CALLS = 32

export interface PrepareSendCallsParameters {
  params: unknown
  account: PrivateKeyAccount
  target: ApprovalTarget
  clients: EvmClients
  calls: CallsRegistry
  /** The network's native symbol as the app gave it, for the calls' values. */
  nativeSymbol?: string | undefined
}

/**
 * Checks a wallet_sendCalls request with the protocol's `sendCallsParamsSchema` and prepares it.
 * This wallet has no atomic batches: on Approve each call goes out as its own transaction, in
 * order, each mined before the next is sent (a later call may depend on an earlier one); a call
 * that reverts stops the rest. The answer is `{ id }`; wallet_getCallsStatus reads the batch.
 * On a trusted chain the batch's balance changes are simulated for the view; each call's gas and
 * fees are read when it is sent (an earlier call's effect can change them).
 *
 * @example
 * const prepared = prepareSendCalls({ params: [{ calls: [{ to, value: '0x1' }] }], account, target, clients, calls })
 * await prepared.run() // { id: '0x…' }
 */
export function prepareSendCalls(parameters: PrepareSendCallsParameters): PreparedApproval {
  const { account, target, clients } = parameters
  const parsed = v.safeParse(sendCallsParamsSchema, parameters.params)
  if (!parsed.success) {
    throw new InvalidRpcParamsError('wallet_sendCalls', { details: v.summarize(parsed.issues) })
  }
  const [request] = parsed.output
  if (request.from && !isSameAddress(request.from, account.address)) {
    throw new AddressMismatchError()
  }
  if (request.chainId !== undefined && BigInt(request.chainId) !== BigInt(target.chainId)) {
    throw new InvalidRpcParamsError('wallet_sendCalls', {
      details: `chainId ${request.chainId} is not the current chain ${target.chainId}`,
    })
  }
  if (request.atomicRequired) {
    throw new InvalidRpcParamsError('wallet_sendCalls', { details: 'atomic batches unsupported' })
  }
  const checkedCalls = v.safeParse(
    v.pipe(v.array(callSchema), v.maxLength(MAX_CALLS)),
    request.calls,
  )
  if (!checkedCalls.success) {
    throw new InvalidRpcParamsError('wallet_sendCalls', {
      details: v.summarize(checkedCalls.issues),
    })
  }
  const calls = checkedCalls.output.map((call) => ({
    to: call.to,
    value: call.value ?? 0n,
    data: call.data,
  }))

  return {
    details: {
      kind: 'calls',
      chainId: target.chainId,
      from: account.address,
      ...(parameters.nativeSymbol === undefined ? {} : { nativeSymbol: parameters.nativeSymbol }),
      calls,
      reading: target.trusted ? 'wallet' : 'site',
      simulation: { status: 'pending' },
    },
    // The calls in order on one copy of the state: a later call sees what an earlier one did.
    simulation: target.trusted
      ? simulateBalanceChanges(clients.publicClient(target), { account: account.address, calls })
      : Promise.resolve({ status: 'unavailable', reason: 'untrusted' }),
    async run() {
      const wallet = clients.walletClient(target, account)
      const publicClient = clients.publicClient(target)
      const id: Hex = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
      const hashes: Hex[] = []
      for (const [index, call] of calls.entries()) {
        let hash: Hex
        try {
          hash = await wallet.sendTransaction({ account, chain: wallet.chain, ...call })
        } catch (error) {
          // Nothing sent yet: the request failed. Otherwise the status shows the partial batch.
          if (hashes.length === 0) throw error
          break
        }
        hashes.push(hash)
        // Registered from the first hash on, so a later failure still leaves a readable status.
        if (index === 0) parameters.calls.add(id, { target, callCount: calls.length, hashes })
        if (index < calls.length - 1) {
          const receipt = await publicClient.waitForTransactionReceipt({ hash })
          if (receipt.status !== 'success') break
        }
      }
      return { id }
    },
  }
}
