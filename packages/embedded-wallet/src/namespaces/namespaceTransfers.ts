import {
  type ChainNamespace,
  type TransferCapability,
  UnsupportedNamespaceError,
} from '@portico/core'

const METHODS = [
  'estimateTransferFee',
  'sendTransfer',
  'waitForTransfer',
  'readToken',
  'checkTransfer',
  'readBlockHeight',
] as const

/**
 * One `transfers` for an adapter whose accounts span namespaces: each call goes to the
 * capability of its namespace (the request's or the parameters' `namespace`; `readToken`'s
 * network's). A namespace without one, or a method its capability lacks, is an
 * `UnsupportedNamespaceError`.
 *
 * @example
 * const transfers = namespaceTransfers({ eip155: evmTransfers(…), solana: solanaRequestTransfers(…) })
 */
export function namespaceTransfers(
  byNamespace: Partial<Record<ChainNamespace, TransferCapability>>,
): TransferCapability {
  const call = (method: (typeof METHODS)[number]) => (parameters: Parameters<Dispatch>[0]) => {
    const namespace = parameters.namespace ?? parameters.network.chainNamespace
    const found = byNamespace[namespace]?.[method] as Dispatch | undefined
    if (!found)
      throw new UnsupportedNamespaceError({
        details: `The embedded wallet cannot ${method} on ${namespace}`,
      })
    return found(parameters)
  }
  return Object.fromEntries(
    METHODS.map((method) => [method, call(method)]),
  ) as unknown as TransferCapability
}

/** Every capability method takes one object with a `network`, and most a `namespace`. */
type Dispatch = (parameters: {
  namespace?: ChainNamespace
  network: { chainNamespace: ChainNamespace }
}) => Promise<unknown>
