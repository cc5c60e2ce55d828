import {
  ConnectorNotFoundError,
  connect,
  openModal,
  type PorticoConfig,
  UserRejectedRequestError,
} from '@portico/core'
import { type EvmConnection, readEvmConnection } from './readEvmConnection.ts'

export interface ConnectThroughModalParameters {
  /**
   * Connect this wallet of the kit's Connect list directly (its connector id, e.g.
   * 'io.metamask', 'walletConnect'), without opening the modal.
   */
  walletId?: string | undefined
}

/**
 * What wagmi's `connect({ connector: portico })` does: opens the kit's modal on the EVM wallets
 * and resolves when the visitor has connected one, or rejects with `UserRejectedRequestError`
 * (code 4001, as wagmi expects of a declined connect) when they close it first. With `walletId`
 * it connects that wallet straight away; an id the kit does not list is a
 * `ConnectorNotFoundError` naming the ids it does.
 *
 * @example
 * const { accounts } = await connectThroughModal(portico)
 */
export async function connectThroughModal(
  portico: PorticoConfig,
  parameters: ConnectThroughModalParameters = {},
): Promise<EvmConnection> {
  const { walletId } = parameters
  if (walletId !== undefined) {
    const listed = portico.stores.connectors
      .getState()
      .connectors.filter((connector) => connector.chain === 'eip155')
    if (!listed.some((connector) => connector.id === walletId))
      throw new ConnectorNotFoundError({
        details: `No EVM wallet with id '${walletId}'. The kit lists: ${listed.map((connector) => `'${connector.id}'`).join(', ') || 'none yet'}.`,
      })
    await connect(portico, { connectorId: walletId, namespace: 'eip155' })
    return readEvmConnection(portico)
  }

  let stop = () => {}
  const settled = new Promise<EvmConnection>((resolve, reject) => {
    stop = () => {
      unsubscribeConnection()
      unsubscribeModal()
    }
    const unsubscribeConnection = portico.stores.connection.subscribe(() => {
      const connection = readEvmConnection(portico)
      if (connection.status !== 'connected') return
      stop()
      resolve(connection)
    })
    const unsubscribeModal = portico.stores.modal.subscribe(({ open }) => {
      if (open) return
      stop()
      const connection = readEvmConnection(portico)
      if (connection.status === 'connected') resolve(connection)
      else
        reject(
          new UserRejectedRequestError({
            details: 'The modal was closed before a wallet connected',
          }),
        )
    })
  })
  try {
    await openModal(portico, { view: 'Connect', namespace: 'eip155' })
  } catch (error) {
    stop()
    throw error
  }
  return settled
}
