// `npm run bench:server`: a bounded load test of the server on loopback (issue #20). For each
// layout — SQLite and one process, then Postgres + Redis and three processes behind HAProxy — it
// starts the local stack, sends rising fixed rates to the directory, balance, history, swap
// quote and RPC gateway routes, prints p50/p95/p99, throughput and errors, then holds
// 1,000 requests/s for 60 s on the directory and the balance route (the budget) and measures
// what the gateway adds to a call against the chain itself. Exits 1 when a budget is over.
//   BENCH_SERVER_LAYOUTS=one,scaled  BENCH_SERVER_STEP_S=10  BENCH_SERVER_BUDGET_S=60
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PORTICO_TOKENS, type Stack } from '@portico/devnet'
import { ensureServices } from '../../scripts/lib/ensure.mjs'
import { startServerStack } from '../startServerStack.ts'
import { type GatewayOverhead, gatewayOverhead } from './gatewayOverhead.ts'
import { type LoadFigures, type LoadTarget, loadRoute } from './loadRoute.ts'

/** Issue #20's budgets. */
const BUDGET = { rate: 1000, p95Ms: 20, gatewayAddedP50Ms: 2 }
const RATES = [250, 500, 1000]
const STEP_S = Number(process.env.BENCH_SERVER_STEP_S ?? 10)
const BUDGET_S = Number(process.env.BENCH_SERVER_BUDGET_S ?? 60)
const GATEWAY_REQUESTS = Number(process.env.BENCH_SERVER_GATEWAY_REQUESTS ?? 2000)
/** The native currency's pseudo-address in CAIP-10 token ids. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

type LayoutName = 'one' | 'scaled'
const LAYOUTS: Record<LayoutName, { title: string; processes: number }> = {
  one: { title: 'SQLite, one process', processes: 1 },
  scaled: { title: 'Postgres + Redis, three processes behind HAProxy', processes: 3 },
}

interface LayoutFigures {
  layout: LayoutName
  steps: LoadFigures[]
  budget: LoadFigures[]
  gateway: GatewayOverhead | null
}

function targetsOf(stack: Stack): { targets: LoadTarget[]; gateway: LoadTarget; anvilUrl: string } {
  const [account] = stack.accounts
  const [chain] = stack.chains
  const [pusd] = PORTICO_TOKENS
  if (!stack.serverUrl || !account || !chain || !pusd) throw new Error('The stack has no server')
  const project = { projectId: stack.projectId }
  const chainId = `eip155:${chain.chainId}`
  const query = (values: Record<string, string>) => new URLSearchParams({ ...project, ...values })
  const gateway: LoadTarget = {
    name: 'rpc gateway',
    url: `${stack.serverUrl}/v1/?${query({ chainId: String(chain.chainId) })}`,
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
  }
  return {
    targets: [
      {
        name: 'directory',
        url: `${stack.serverUrl}/getWallets?${query({ page: '1', entries: '40' })}`,
      },
      {
        name: 'balance',
        url: `${stack.serverUrl}/v1/account/${account.address}/balance?${query({ chainId, currency: 'usd' })}`,
      },
      {
        name: 'history',
        url: `${stack.serverUrl}/v1/account/${account.address}/history?${query({ chainId })}`,
      },
      {
        name: 'swap quotes',
        url: `${stack.serverUrl}/v1/convert/quotes?${query({
          amount: String(10n ** 17n),
          from: `${chainId}:${NATIVE}`,
          to: `${chainId}:${pusd.address}`,
          userAddress: account.address,
        })}`,
      },
      gateway,
    ],
    gateway,
    anvilUrl: chain.rpcUrl,
  }
}

async function measureLayout(layout: LayoutName): Promise<LayoutFigures> {
  const { stack, stop } = await startServerStack(
    layout === 'scaled' ? { scale: { processes: LAYOUTS.scaled.processes } } : {},
  )
  try {
    const { targets, gateway, anvilUrl } = targetsOf(stack)
    // Warm every route (code compiled, caches filled) before anything is measured.
    for (const target of targets) await loadRoute({ target, rate: 100, durationS: 2 })
    const steps: LoadFigures[] = []
    for (const target of targets)
      for (const rate of RATES) {
        const figures = await loadRoute({ target, rate, durationS: STEP_S })
        steps.push(figures)
        printRow(figures)
      }
    const budget: LoadFigures[] = []
    for (const name of ['directory', 'balance']) {
      const target = targets.find((candidate) => candidate.name === name)
      if (!target) continue
      const figures = await loadRoute({ target, rate: BUDGET.rate, durationS: BUDGET_S })
      budget.push(figures)
      printRow(figures)
    }
    const overhead = await gatewayOverhead({
      directUrl: anvilUrl,
      gatewayUrl: gateway.url,
      requests: GATEWAY_REQUESTS,
    }).catch((error: unknown) => {
      console.info(`  rpc gateway overhead not measured: ${(error as Error).message}`)
      return null
    })
    return { layout, steps, budget, gateway: overhead }
  } finally {
    await stop()
  }
}

function printRow(figures: LoadFigures): void {
  console.info(
    `  ${figures.target.padEnd(12)} ${String(figures.rate).padStart(5)}/s × ${figures.durationS} s  ` +
      `→ ${String(figures.throughput).padStart(7)}/s  p50 ${figures.p50} ms  p95 ${figures.p95} ms  ` +
      `p99 ${figures.p99} ms  errors ${figures.errors}`,
  )
}

/** Every budget line of one layout; false when one is over. */
function reportBudget(figures: LayoutFigures): boolean {
  let within = true
  const line = (ok: boolean, text: string) => {
    within &&= ok
    console.info(`  ${ok ? 'within' : 'OVER  '}  ${text}`)
  }
  for (const run of figures.budget)
    line(
      run.p95 < BUDGET.p95Ms && run.errors === 0 && run.throughput >= BUDGET.rate * 0.97,
      `${run.target} at ${run.rate}/s for ${run.durationS} s: p95 ${run.p95} ms (budget < ${BUDGET.p95Ms} ms), ` +
        `${run.errors} errors (budget 0), ${run.throughput}/s answered`,
    )
  if (figures.gateway)
    line(
      figures.gateway.addedP50 < BUDGET.gatewayAddedP50Ms,
      `rpc gateway adds ${figures.gateway.addedP50} ms p50 (direct ${figures.gateway.directP50} ms, ` +
        `through the gateway ${figures.gateway.gatewayP50} ms; budget < ${BUDGET.gatewayAddedP50Ms} ms)`,
    )
  else line(false, 'rpc gateway overhead: not measured')
  return within
}

ensureServices()
const chosen = (process.env.BENCH_SERVER_LAYOUTS ?? 'one,scaled')
  .split(',')
  .filter((name): name is LayoutName => name in LAYOUTS)
const results: LayoutFigures[] = []
for (const layout of chosen) {
  console.info(`\n${LAYOUTS[layout].title}`)
  results.push(await measureLayout(layout))
}
console.info('\nBudgets (issue #20)')
let allWithin = true
for (const figures of results) {
  console.info(LAYOUTS[figures.layout].title)
  allWithin = reportBudget(figures) && allWithin
}
const directory = (layout: LayoutName) =>
  results
    .find((figures) => figures.layout === layout)
    ?.budget.find((run) => run.target === 'directory')
const one = directory('one')
const scaled = directory('scaled')
if (one && scaled)
  console.info(
    `\nThree processes vs one, directory at ${BUDGET.rate}/s: p95 ${scaled.p95} / ${one.p95} ms = ` +
      `${Math.round((scaled.p95 / one.p95) * 100) / 100}×`,
  )
writeFileSync(
  join(import.meta.dirname, 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), budget: BUDGET, results }, null, 2)}\n`,
)
if (!allWithin) process.exitCode = 1
