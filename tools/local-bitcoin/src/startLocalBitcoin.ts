import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BITCOIN_DEV_ACCOUNTS, DEV_ORDINAL_FUNDING, DEV_PAYMENT_FUNDING } from './devAccounts.ts'
import { addressJson, addressTxids, statusJson, transactionJson, utxosJson } from './esploraJson.ts'
import {
  createUtxoLedger,
  regtestOutputScript,
  TransactionRefused,
  type UtxoLedger,
} from './utxoLedger.ts'

/** Where and how to start the local Bitcoin service. */
export type StartLocalBitcoinOptions = {
  /** The port to listen on; 0 (the default) lets the OS pick a free one. */
  port?: number
  /** The interface to listen on; '127.0.0.1' by default. */
  host?: string
  /** Fund the dev accounts at start; true by default. */
  fundDevAccounts?: boolean
}

/** A running local Bitcoin service. */
export type LocalBitcoin = {
  /** The Esplora base URL, without a trailing slash, e.g. 'http://127.0.0.1:18443'. */
  url: string
  port: number
  /** Pays sats to an address in a new (synthetic) transaction, mined at once. */
  fund(address: string, sats: bigint): Promise<{ txid: string; vout: number }>
  /** Stops the server; idempotent. */
  stop(): Promise<void>
}

// A raw transaction of a few inputs is a few KB; refuse what is far beyond that.
const MAX_BODY_BYTES = 1_000_000
const TXID_PATTERN = /^[0-9a-f]{64}$/

// Fee rates in sat/vB by confirmation target, as Esplora answers them.
const FEE_ESTIMATES = { '1': 2, '2': 2, '3': 1.5, '6': 1, '12': 1, '25': 1, '144': 1, '1008': 1 }

type Reply = { status: number; body: string | object }

function text(status: number, body: string): Reply {
  return { status, body }
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(undefined)
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function addressRoute(ledger: UtxoLedger, address: string, rest: string | undefined): Reply {
  const script = regtestOutputScript(address)
  if (script === undefined) return text(400, 'Invalid Bitcoin address')
  const outputs = ledger.outputsOf(script)
  if (rest === undefined) return { status: 200, body: addressJson(address, outputs) }
  if (rest === 'utxo') return { status: 200, body: utxosJson(outputs) }
  if (rest === 'txs' || rest === 'txs/chain') {
    return { status: 200, body: addressTxids(outputs).map((txid) => transactionJson(ledger, txid)) }
  }
  if (rest === 'txs/mempool') return { status: 200, body: [] }
  return text(404, 'Not found')
}

function transactionRoute(ledger: UtxoLedger, txid: string, rest: string | undefined): Reply {
  if (!TXID_PATTERN.test(txid)) return text(400, 'Invalid hex string')
  const held = ledger.transaction(txid)
  if (held === undefined) return text(404, 'Transaction not found')
  if (rest === undefined) return { status: 200, body: transactionJson(ledger, txid)! }
  if (rest === 'hex') return text(200, held.transaction.toHex())
  if (rest === 'status') return { status: 200, body: statusJson(held.block) }
  if (rest === 'outspends') {
    return {
      status: 200,
      body: held.transaction.outs.map((_output, vout) => {
        const spentBy = ledger.output(txid, vout)?.spentBy
        return spentBy === undefined
          ? { spent: false }
          : { spent: true, txid: spentBy.txid, vin: spentBy.vin, status: statusJson(spentBy.block) }
      }),
    }
  }
  return text(404, 'Not found')
}

/** Answers one Esplora request against the ledger. */
async function route(ledger: UtxoLedger, request: IncomingMessage): Promise<Reply> {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '')
  const parts = path
    .split('/')
    .filter((part) => part !== '')
    .map(decodeURIComponent)
  const [first, second, ...others] = parts
  const rest = others.length > 0 ? others.join('/') : undefined

  if (request.method === 'POST') {
    if (path !== '/tx') return text(404, 'Not found')
    const body = await readBody(request)
    if (body === undefined) return text(413, 'Payload too large')
    try {
      return text(200, ledger.submit(body.trim()))
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error
      return text(
        400,
        `sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: error.message })}`,
      )
    }
  }
  if (request.method !== 'GET') return text(405, 'Method not allowed')
  if (path === '/blocks/tip/height') return text(200, String(ledger.tip().height))
  if (path === '/blocks/tip/hash') return text(200, ledger.tip().hash)
  if (path === '/fee-estimates') return { status: 200, body: FEE_ESTIMATES }
  if (first === 'address' && second !== undefined) return addressRoute(ledger, second, rest)
  if (first === 'tx' && second !== undefined) return transactionRoute(ledger, second, rest)
  return text(404, 'Not found')
}

/**
 * Starts a local Bitcoin data service in the shape of the Esplora HTTP API, backed by an
 * in-memory UTXO set on regtest. Transactions posted to `/tx` are checked like a node checks
 * them (inputs unspent, outputs within inputs, P2WPKH and P2TR key-path signatures) and mined
 * at once. CORS is open.
 *
 * @example
 * const bitcoin = await startLocalBitcoin({ port: 0 })
 * await fetch(`${bitcoin.url}/address/${BITCOIN_DEV_ACCOUNTS[0].payment.address}/utxo`)
 * await bitcoin.stop()
 */
export async function startLocalBitcoin(
  options: StartLocalBitcoinOptions = {},
): Promise<LocalBitcoin> {
  const ledger = createUtxoLedger()
  if (options.fundDevAccounts !== false) {
    ledger.fund(
      BITCOIN_DEV_ACCOUNTS.flatMap((account) => [
        ...DEV_PAYMENT_FUNDING.map((value) => ({
          script: regtestOutputScript(account.payment.address)!,
          value,
        })),
        ...DEV_ORDINAL_FUNDING.map((value) => ({
          script: regtestOutputScript(account.ordinal.address)!,
          value,
        })),
      ]),
    )
  }

  async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '86400',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers).end()
      return
    }
    const reply = await route(ledger, request)
    const isText = typeof reply.body === 'string'
    response
      .writeHead(reply.status, {
        ...headers,
        'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
      })
      .end(isText ? reply.body : JSON.stringify(reply.body))
  }

  const server = createServer((request, response) => {
    respond(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const host = options.host === undefined || options.host === '0.0.0.0' ? '127.0.0.1' : options.host
  let stopped: Promise<void> | undefined

  return {
    url: `http://${host}:${port}`,
    port,
    async fund(address, sats) {
      const script = regtestOutputScript(address)
      if (script === undefined) throw new Error(`Invalid Bitcoin address: ${address}`)
      if (sats <= 0n) throw new Error('A funding must pay more than 0 sats')
      return { txid: ledger.fund([{ script, value: sats }]), vout: 0 }
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
