import type { Hash } from 'viem'
import type { ChainClient } from './createChainClient.ts'
import type { TransactionRequestParams } from './schemas.ts'

/**
 * Sends a dApp's transaction request the way a wallet does: fills nonce, gas and fees from the
 * chain where the request left them out, signs locally with the wallet's key and submits the
 * raw transaction with eth_sendRawTransaction. Returns the transaction hash.
 *
 * @example
 * const hash = await sendTransaction(client, { from: address, to: bob, value: 10n ** 18n })
 */
export function sendTransaction(
  client: ChainClient,
  transaction: TransactionRequestParams,
): Promise<Hash> {
  const common = {
    account: client.wallet.account,
    chain: client.chain,
    to: transaction.to ?? undefined,
    value: transaction.value,
    data: transaction.data ?? transaction.input,
    gas: transaction.gas,
    nonce: transaction.nonce === undefined ? undefined : Number(transaction.nonce),
  }
  // A request with gasPrice is a legacy transaction; otherwise EIP-1559 fees apply.
  if (transaction.gasPrice !== undefined) {
    return client.wallet.sendTransaction({ ...common, gasPrice: transaction.gasPrice })
  }
  return client.wallet.sendTransaction({
    ...common,
    maxFeePerGas: transaction.maxFeePerGas,
    maxPriorityFeePerGas: transaction.maxPriorityFeePerGas,
  })
}
