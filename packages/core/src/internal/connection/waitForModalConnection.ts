import { onEvent } from '../../actions/onEvent.ts'
import { ModalClosedError } from '../../errors/connection.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'

/**
 * How a flow the modal carries ends: with the connection of the next successful connect
 * (CONNECT_SUCCESS, whichever wallet the visitor ends up using there), or `ModalClosedError`
 * once the modal closes without one. Failures the visitor can retry inside the modal (a
 * rejected pairing, a closed sign-in window) do not end it: the modal shows them.
 */
export function waitForModalConnection(config: PorticoConfig): Promise<Connection> {
  const { stores } = config
  return new Promise((resolve, reject) => {
    if (!stores.modal.getState().open) {
      reject(new ModalClosedError())
      return
    }
    const stop = () => {
      stopEvents()
      stopModal()
    }
    // connect() records the connection, reports CONNECT_SUCCESS, then closes the modal: the
    // event comes first.
    const stopEvents = onEvent(config, (event) => {
      if (event.name !== 'CONNECT_SUCCESS') return
      const namespace = event.properties.namespace as ChainNamespace | undefined
      const connection = namespace
        ? stores.connection.getState().namespaces[namespace]?.connection
        : undefined
      if (!connection) return
      stop()
      resolve(connection)
    })
    const stopModal = stores.modal.subscribe((state) => {
      if (state.open) return
      stop()
      reject(new ModalClosedError())
    })
  })
}
