import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hex } from 'viem'
import {
  createCatalog,
  type SandboxChain,
  type SandboxSolana,
  type SandboxToken,
} from './catalog.ts'
import { createCheckouts } from './createCheckouts.ts'
import { createDeliverer } from './createDeliverer.ts'
import { createExchangePayments } from './createExchangePayments.ts'
import { createQuoteBook, quoteAnswer } from './createQuoteBook.ts'
import { createSolanaDeliverer } from './createSolanaDeliverer.ts'
import { createTreasury } from './createTreasury.ts'
import { formatFixed } from './decimalAmount.ts'
import { SandboxInputError, SandboxStartError } from './errors.ts'
import { FEE_RANGE, PAYMENT_CURRENCIES, PAYMENT_METHODS } from './pricing.ts'
import { renderCheckoutForm, renderCheckoutResult } from './renderCheckoutPages.ts'
import {
  EXCHANGE_CUSTOMER,
  renderExchangeConfirm,
  renderExchangeResult,
} from './renderExchangePages.ts'
import { escapeHtml, pageSecurityPolicy, renderPage } from './renderPage.ts'

export interface StartOnrampSandboxParameters {
  /** The interface to listen on (default `127.0.0.1`). Only loopback peers are served. */
  host?: string
  /** 0 (the default) lets the OS pick a free port. */
  port?: number
  /** The chains it delivers on (EVM). */
  chains: readonly SandboxChain[]
  /** The ERC-20s it sells and pays out, with their fixed prices; each chain's ETH comes too. */
  tokens: readonly SandboxToken[]
  /** The account checkouts deliver from (it must hold the tokens and ETH it sells). */
  treasury: { privateKey: Hex }
  /**
   * The Solana network it also sells on (tools/local-solana in the devnet): its SPL tokens and
   * SOL, delivered from `treasury` (a 32-byte Ed25519 seed, hex, as the local network's dev
   * accounts give it), which must hold them. Checkouts only: the exchange pays on EVM.
   */
  solana?: SandboxSolana & { treasury: { seedHex: string } }
  /** The exchange's hot wallet, which exchange payments are sent from (default: the treasury). */
  exchangeHotWallet?: { privateKey: Hex }
  /** The clock (tests move it to expire quotes). */
  now?: () => number
}

/** A running sandbox. */
export interface OnrampSandbox {
  /** `http://127.0.0.1:PORT`: its API (`/api/…`) and pages (`/checkout/:id`, `/exchange/:id`). */
  url: string
  /** The treasury's address. */
  treasuryAddress: `0x${string}`
  /** The Solana treasury's address (base58), when the sandbox sells on Solana. */
  solanaTreasuryAddress?: string
  /** The exchange hot wallet's address. */
  exchangeHotWalletAddress: `0x${string}`
  /** Stops the server. Deliveries under way finish on chain. Idempotent. */
  close(): Promise<void>
}

export type StartOnrampSandboxReturnType = OnrampSandbox

/** Request bodies are a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Starts the on-ramp sandbox: a stand-in for a hosted on-ramp provider (and an exchange) that
 * really delivers on the local chains. JSON API: `GET /api/options`, `POST /api/quotes`,
 * `POST /api/checkouts`, `GET /api/checkouts/:id`, `GET /api/exchange`,
 * `POST /api/exchange/payments`, `GET /api/exchange/payments/:id`; pages: `GET /checkout/:id`
 * (test card form), `GET /exchange/:id` (confirm). See the README for the figures and cards.
 *
 * @example
 * const sandbox = await startOnrampSandbox({ chains, tokens, treasury: DEV_ACCOUNTS[8] })
 * await fetch(`${sandbox.url}/api/options`)
 * await sandbox.close()
 */
export async function startOnrampSandbox(
  parameters: StartOnrampSandboxParameters,
): Promise<OnrampSandbox> {
  const host = parameters.host ?? '127.0.0.1'
  const catalog = createCatalog(parameters.chains, parameters.tokens, parameters.solana)
  const quotes = createQuoteBook(catalog, parameters.now)
  const evmTreasury = createDeliverer(parameters.chains, parameters.treasury.privateKey)
  const solanaTreasury =
    parameters.solana === undefined
      ? undefined
      : await createSolanaDeliverer(parameters.solana, parameters.solana.treasury.seedHex)
  const treasury = createTreasury(evmTreasury, solanaTreasury)
  const hotWallet =
    parameters.exchangeHotWallet === undefined
      ? evmTreasury
      : createDeliverer(parameters.chains, parameters.exchangeHotWallet.privateKey)
  const checkouts = createCheckouts({ catalog, quotes, treasury, now: parameters.now })
  const payments = createExchangePayments({ catalog, hotWallet })
  let baseUrl = ''

  const options = {
    feeRange: FEE_RANGE,
    chains: parameters.solana === undefined ? ['eip155'] : ['eip155', 'solana'],
    paymentCurrencies: PAYMENT_CURRENCIES.map((currency) => ({
      id: currency.id,
      payment_method_limits: PAYMENT_METHODS.map((method) => ({
        id: method.id,
        min: formatFixed(method.minCents, 2),
        max: formatFixed(method.maxCents, 2),
      })),
    })),
    purchaseCurrencies: catalog.purchaseCurrencies,
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox')
    const method = request.method ?? 'GET'
    const path = url.pathname
    const nonce = randomBytes(16).toString('base64')
    const page = (status: number, html: string) => {
      response.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': pageSecurityPolicy(nonce),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
      })
      response.end(html)
    }
    const json = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(JSON.stringify(body))
    }
    const notFoundPage = () =>
      page(
        404,
        renderPage({
          title: 'Not found',
          nonce,
          body: '<h1>Not found</h1>\n<p>This checkout does not exist, or the sandbox was restarted. Start again from your wallet.</p>',
        }),
      )

    if (method === 'GET' && path === '/health') return json(200, { status: 'ok' })
    if (method === 'GET' && path === '/api/options') return json(200, options)
    if (method === 'POST' && path === '/api/quotes') {
      const body = await readJson(request)
      return json(200, quoteAnswer(quotes.quote(body as never)))
    }
    if (method === 'POST' && path === '/api/checkouts') {
      const session = checkouts.create((await readJson(request)) as never)
      return json(200, {
        id: session.id,
        url: `${baseUrl}/checkout/${session.id}`,
        quote: quoteAnswer(session.quote),
      })
    }
    const checkoutStatus = /^\/api\/checkouts\/([\w-]{1,80})$/.exec(path)
    if (method === 'GET' && checkoutStatus) {
      const session = checkouts.get(checkoutStatus[1] as string)
      if (session === undefined) throw new HttpProblem(404, 'No such checkout session')
      return json(200, {
        id: session.id,
        status: session.status,
        ...(session.txHash ? { txHash: session.txHash } : {}),
        network: session.quote.asset.network,
        purchaseAmount: quoteAnswer(session.quote).purchaseAmount,
        destinationAddress: session.destination,
      })
    }
    if (method === 'GET' && path === '/api/exchange')
      return json(200, {
        name: 'Sandbox Exchange',
        customer: EXCHANGE_CUSTOMER,
        // The exchange pays on the EVM chains only.
        assets: catalog.assets.flatMap((asset) =>
          asset.namespace === 'eip155'
            ? [
                {
                  network: asset.network,
                  asset: asset.address,
                  symbol: asset.symbol,
                  decimals: asset.decimals,
                },
              ]
            : [],
        ),
      })
    if (method === 'POST' && path === '/api/exchange/payments') {
      const payment = payments.create((await readJson(request)) as never)
      return json(200, { id: payment.id, url: `${baseUrl}/exchange/${payment.id}` })
    }
    const paymentStatus = /^\/api\/exchange\/payments\/([\w-]{1,80})$/.exec(path)
    if (method === 'GET' && paymentStatus) {
      const payment = payments.get(paymentStatus[1] as string)
      if (payment === undefined) throw new HttpProblem(404, 'No such exchange payment')
      return json(200, {
        id: payment.id,
        status: payment.status,
        ...(payment.txHash ? { txHash: payment.txHash } : {}),
        network: payment.asset.network,
      })
    }

    const checkoutPage = /^\/checkout\/([\w-]{1,80})(?:\/(pay|cancel))?$/.exec(path)
    if (checkoutPage) {
      const session = checkouts.get(checkoutPage[1] as string)
      const action = checkoutPage[2]
      if (session === undefined) return notFoundPage()
      const result = () => page(200, renderCheckoutResult({ session, nonce }))
      if (method === 'GET' && action === undefined) {
        // A reload while the delivery runs waits for it, then shows the one result.
        await session.delivering
        if (session.status !== 'pending') return result()
        return page(200, renderCheckoutForm({ session, nonce }))
      }
      if (method !== 'POST' || action === undefined)
        throw new HttpProblem(405, 'Method not allowed')
      const form = await readForm(request)
      if (action === 'cancel') {
        if (!checkouts.cancel(session, form.formToken)) {
          await session.delivering
          if (session.status !== 'pending') return result()
          return page(403, renderCheckoutForm({ session, nonce, problem: { staleForm: true } }))
        }
        await session.delivering
        return result()
      }
      const outcome = await checkouts.pay(session, form)
      if (outcome.kind === 'ended') return result()
      if (outcome.kind === 'bad-token')
        return page(403, renderCheckoutForm({ session, nonce, problem: { staleForm: true } }))
      if (outcome.kind === 'declined')
        return page(402, renderCheckoutForm({ session, nonce, problem: { declined: true } }))
      return page(400, renderCheckoutForm({ session, nonce, problem: { errors: outcome.errors } }))
    }

    const exchangePage = /^\/exchange\/([\w-]{1,80})(?:\/(confirm|cancel))?$/.exec(path)
    if (exchangePage) {
      const payment = payments.get(exchangePage[1] as string)
      const action = exchangePage[2]
      if (payment === undefined) return notFoundPage()
      const result = () => page(200, renderExchangeResult({ payment, nonce }))
      const confirmPage = async (status: number, staleForm = false) =>
        page(
          status,
          renderExchangeConfirm({
            payment,
            balance: await hotWallet.balanceOf(payment.asset),
            nonce,
            staleForm,
          }),
        )
      if (method === 'GET' && action === undefined) {
        await payment.delivering
        return payment.status === 'pending' ? confirmPage(200) : result()
      }
      if (method !== 'POST' || action === undefined)
        throw new HttpProblem(405, 'Method not allowed')
      const form = await readForm(request)
      const accepted =
        action === 'confirm'
          ? await payments.confirm(payment, form.formToken)
          : payments.cancel(payment, form.formToken)
      await payment.delivering
      if (!accepted && payment.status === 'pending') return confirmPage(403, true)
      return result()
    }
    throw new HttpProblem(404, 'Not found')
  }

  const server = createServer((request, response) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('Local requests only')
      return
    }
    route(request, response).catch((error: unknown) => {
      const status =
        error instanceof HttpProblem ? error.status : error instanceof SandboxInputError ? 400 : 500
      const message = error instanceof Error ? error.message : 'Internal error'
      if (response.headersSent) {
        response.destroy()
        return
      }
      const code = status === 400 ? 'BAD_REQUEST' : status === 404 ? 'NOT_FOUND' : 'ERROR'
      if ((request.url ?? '').startsWith('/api/') || status === 500 || status === 404) {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        response.end(JSON.stringify({ error: { code, message } }))
        return
      }
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(escapeHtml(message))
    })
  })

  const port = await new Promise<number>((resolve, reject) => {
    const onError = (cause: Error) => reject(new SandboxStartError(parameters.port ?? 0, { cause }))
    server.once('error', onError)
    server.listen(parameters.port ?? 0, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  let closing: Promise<void> | undefined
  return {
    url: baseUrl,
    treasuryAddress: evmTreasury.address,
    ...(solanaTreasury === undefined ? {} : { solanaTreasuryAddress: solanaTreasury.address }),
    exchangeHotWalletAddress: hotWallet.address,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return closing
    },
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, 'Request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
    throw new HttpProblem(415, 'Send JSON (content-type: application/json)')
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch (error) {
    if (error instanceof HttpProblem) throw error
    throw new SandboxInputError('The body is not JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new SandboxInputError('The body must be a JSON object')
  return body as Record<string, unknown>
}

async function readForm(request: IncomingMessage): Promise<Record<string, string | undefined>> {
  const params = new URLSearchParams(await readBody(request))
  return Object.fromEntries(params)
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}
