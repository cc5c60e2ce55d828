import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { address, isAddress } from '@solana/kit'
import { getMintDecoder, getMintSize } from '@solana-program/token'
import * as v from 'valibot'
import { type WebSocket, WebSocketServer } from 'ws'
import { type AccountEncoding, encodeAccount } from './encodeAccount.ts'
import type { LocalChain } from './localChain.ts'

const SubscribeRequest = v.object({
  jsonrpc: v.literal('2.0'),
  id: v.union([v.string(), v.number()]),
  method: v.string(),
  params: v.optional(v.array(v.unknown()), []),
})

const EncodingConfig = v.optional(
  v.looseObject({ encoding: v.optional(v.picklist(['base58', 'base64', 'jsonParsed'])) }),
)

type Subscription = {
  kind: 'signature' | 'slot' | 'account'
  /** Checks the chain and notifies; returns true when the subscription is done. */
  poll(): boolean
}

/**
 * The PubSub side of the local network (WebSocket, same port as the HTTP JSON-RPC): the
 * subscriptions @solana/kit's `sendAndConfirmTransactionFactory` waits on — signatureSubscribe
 * and slotSubscribe — and accountSubscribe. Everything is final at once, so a signature
 * notification comes as soon as the transaction lands.
 *
 * @example
 * const pubSub = createSubscriptionServer(chain)
 * httpServer.on('upgrade', pubSub.handleUpgrade)
 */
export function createSubscriptionServer(chain: LocalChain) {
  const server = new WebSocketServer({ noServer: true })

  function decimalsOfMint(mint: string): number {
    const account = chain.svm.getAccount(address(mint))
    if (!account.exists || account.data.length !== getMintSize()) return 0
    return getMintDecoder().decode(new Uint8Array(account.data)).decimals
  }

  server.on('connection', (socket: WebSocket) => {
    const subscriptions = new Map<number, Subscription>()
    let nextId = 1
    const send = (message: unknown) => {
      socket.send(
        JSON.stringify(message, (_key, item) => (typeof item === 'bigint' ? Number(item) : item)),
      )
    }
    const notify = (method: string, subscription: number, result: unknown) =>
      send({ jsonrpc: '2.0', method, params: { result, subscription } })
    const pollAll = () => {
      for (const [id, subscription] of subscriptions) {
        if (subscription.poll()) subscriptions.delete(id)
      }
    }
    const stopListening = chain.onSlot(pollAll)
    socket.on('close', stopListening)

    function subscribe(method: string, params: unknown[]): Subscription | string {
      const id = nextId
      if (method === 'slotSubscribe') {
        return {
          kind: 'slot',
          poll: () => {
            notify('slotNotification', id, {
              parent: chain.slot - 1n,
              root: chain.slot,
              slot: chain.slot,
            })
            return false
          },
        }
      }
      if (method === 'signatureSubscribe') {
        const [signature] = params
        if (typeof signature !== 'string') return 'Invalid params: a signature'
        return {
          kind: 'signature',
          poll: () => {
            const status = chain.signatureStatus(signature)
            if (status === undefined) return false
            notify('signatureNotification', id, {
              context: { slot: status.slot },
              value: { err: status.err },
            })
            return true
          },
        }
      }
      if (method === 'accountSubscribe') {
        const [owner, config] = params
        const parsedConfig = v.safeParse(EncodingConfig, config)
        if (typeof owner !== 'string' || !isAddress(owner) || !parsedConfig.success) {
          return 'Invalid params: an address and an encoding'
        }
        const encoding: AccountEncoding = parsedConfig.output?.encoding ?? 'base58'
        const current = () => {
          const account = chain.svm.getAccount(address(owner))
          return account.exists ? encodeAccount(account, encoding, decimalsOfMint) : null
        }
        let last = JSON.stringify(current(), (_key, item) =>
          typeof item === 'bigint' ? item.toString() : item,
        )
        return {
          kind: 'account',
          poll: () => {
            const value = current()
            const serialized = JSON.stringify(value, (_key, item) =>
              typeof item === 'bigint' ? item.toString() : item,
            )
            if (serialized !== last) {
              last = serialized
              notify('accountNotification', id, { context: { slot: chain.slot }, value })
            }
            return false
          },
        }
      }
      return 'Method not found'
    }

    socket.on('message', (data) => {
      let request: unknown
      try {
        request = JSON.parse(String(data))
      } catch {
        send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
        return
      }
      const parsed = v.safeParse(SubscribeRequest, request)
      if (!parsed.success) {
        send({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })
        return
      }
      const { id, method, params } = parsed.output
      if (/Unsubscribe$/.test(method)) {
        const [subscription] = params
        const removed = typeof subscription === 'number' && subscriptions.delete(subscription)
        send({ jsonrpc: '2.0', id, result: removed })
        return
      }
      const subscription = subscribe(method, params)
      if (typeof subscription === 'string') {
        const code = subscription === 'Method not found' ? -32601 : -32602
        send({ jsonrpc: '2.0', id, error: { code, message: subscription } })
        return
      }
      const subscriptionId = nextId++
      subscriptions.set(subscriptionId, subscription)
      send({ jsonrpc: '2.0', id, result: subscriptionId })
      // A signature that already landed is notified at once, as a validator does.
      if (subscription.kind === 'signature' && subscription.poll()) {
        subscriptions.delete(subscriptionId)
      }
    })
  })

  return {
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      server.handleUpgrade(request, socket, head, (webSocket) => {
        server.emit('connection', webSocket, request)
      })
    },
    close(): Promise<void> {
      for (const client of server.clients) client.terminate()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
