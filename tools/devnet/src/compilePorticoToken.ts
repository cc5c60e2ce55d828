import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import * as v from 'valibot'
import type { Abi, Hex } from 'viem'
import { throwIfAborted, untilAborted } from './abort.ts'
import { type ContractSources, collectContractSources } from './contractSources.ts'
import { ContractCompileError } from './errors.ts'
import { COMPILE_CACHE_DIR, SOLC_WORKER } from './paths.ts'

export interface TokenArtifact {
  abi: Abi
  bytecode: Hex
}

export interface CompilePorticoTokenParameters {
  /** Where artifacts are cached (default node_modules/.cache/portico-devnet). */
  cacheDir?: string
  /** Aborting stops solc at once and rejects with StackStartAbortedError; nothing is cached. */
  signal?: AbortSignal
  /** How long solc may take (default 3 min: seconds here, far more on a busy machine). */
  timeoutMs?: number
  /** Told once solc runs (not on a cache hit), e.g. for a progress line. */
  onCompileStarted?: (contractName: DevnetContractName) => void
}

/**
 * A contract of contracts/: `<contractName>.sol` holding `contract <contractName>` (the ERC-4337
 * ones in contracts/accountAbstraction/, the Farcaster stand-ins in contracts/farcaster/).
 */
export type DevnetContractName =
  | 'PorticoToken'
  | 'PorticoNft'
  | 'PorticoEnsRegistry'
  | 'PorticoOffchainResolver'
  | 'PorticoUniversalResolver'
  | 'PorticoSmartAccount'
  | 'PorticoAccountFactory'
  | 'PorticoVerifyingPaymaster'
  | 'PorticoFarcasterIdRegistry'
  | 'PorticoFarcasterKeyRegistry'

// Where each lives under contracts/ (its solc source unit name).
const SOURCE_NAMES: Record<DevnetContractName, string> = {
  PorticoToken: 'PorticoToken.sol',
  PorticoNft: 'PorticoNft.sol',
  PorticoEnsRegistry: 'PorticoEnsRegistry.sol',
  PorticoOffchainResolver: 'PorticoOffchainResolver.sol',
  PorticoUniversalResolver: 'PorticoUniversalResolver.sol',
  PorticoSmartAccount: 'accountAbstraction/PorticoSmartAccount.sol',
  PorticoAccountFactory: 'accountAbstraction/PorticoAccountFactory.sol',
  PorticoVerifyingPaymaster: 'accountAbstraction/PorticoVerifyingPaymaster.sol',
  PorticoFarcasterIdRegistry: 'farcaster/PorticoFarcasterIdRegistry.sol',
  PorticoFarcasterKeyRegistry: 'farcaster/PorticoFarcasterKeyRegistry.sol',
}

export interface CompilePorticoTokenReturnType {
  artifact: TokenArtifact
  /** True when the artifact came from the cache and solc did not run. */
  fromCache: boolean
  cacheFile: string
}

const COMPILE_TIMEOUT_MS = 180_000

// Part of the cache key: changing a setting must recompile.
const compilerSettings = (sourceName: string, contractName: string) =>
  ({
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { [sourceName]: { [contractName]: ['abi', 'evm.bytecode.object'] } },
  }) as const

const hexSchema = v.custom<Hex>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value),
  'Expected hex bytecode',
)

// The cache file is data on disk, so it is checked like any other input.
const artifactSchema = v.object({
  abi: v.array(v.looseObject({ type: v.string() })),
  bytecode: hexSchema,
})

const solcOutputSchema = v.looseObject({
  errors: v.optional(
    v.array(v.looseObject({ severity: v.string(), formattedMessage: v.string() })),
  ),
  contracts: v.optional(
    v.record(
      v.string(),
      v.record(
        v.string(),
        v.looseObject({
          abi: v.array(v.looseObject({ type: v.string() })),
          // Absent when solc failed (then `errors` says why).
          evm: v.optional(v.looseObject({ bytecode: v.looseObject({ object: v.string() }) })),
        }),
      ),
    ),
  ),
})

function solcVersion(): string {
  // The package version names the compiler build; reading it avoids loading solc on a cache hit.
  const require = createRequire(import.meta.url)
  const manifest: unknown = require('solc/package.json')
  const parsed = v.parse(v.looseObject({ version: v.string() }), manifest)
  return parsed.version
}

async function readCachedArtifact(cacheFile: string): Promise<TokenArtifact | undefined> {
  let text: string
  try {
    text = await readFile(cacheFile, 'utf8')
  } catch {
    return undefined
  }
  try {
    const parsed = v.safeParse(artifactSchema, JSON.parse(text))
    return parsed.success
      ? { abi: parsed.output.abi as unknown as Abi, bytecode: parsed.output.bytecode }
      : undefined
  } catch {
    return undefined
  }
}

interface CompileOptions {
  signal: AbortSignal | undefined
  timeoutMs: number
  onCompileStarted: (() => void) | undefined
}

/**
 * Runs solc in a worker thread (solcWorker.mjs), so that the main thread stays free for probes,
 * timers and Ctrl-C, and so that an abort or the time limit can end it at once.
 */
async function runSolc(
  input: string,
  contractName: string,
  options: CompileOptions,
): Promise<string> {
  throwIfAborted(options.signal)
  const worker = new Worker(SOLC_WORKER, { workerData: input })
  options.onCompileStarted?.()
  let timer: NodeJS.Timeout | undefined
  const finished = new Promise<string>((resolve, reject) => {
    worker.once('message', (output: string) => resolve(output))
    worker.once('error', (error) =>
      reject(
        new ContractCompileError(`solc failed: ${error.message}`, { contractName, cause: error }),
      ),
    )
    worker.once('exit', (code) =>
      reject(new ContractCompileError(`solc exited with code ${code}`, { contractName })),
    )
    timer = setTimeout(
      () =>
        reject(
          new ContractCompileError(
            `solc did not finish within ${Math.round(options.timeoutMs / 1000)} s`,
            { contractName },
          ),
        ),
      options.timeoutMs,
    )
  })
  try {
    return await untilAborted(finished, options.signal)
  } finally {
    clearTimeout(timer)
    // Ends solc if it still runs (aborted, timed out); resolves once the thread is gone.
    await worker.terminate()
  }
}

async function compile(
  sources: ContractSources,
  sourceName: string,
  contractName: string,
  options: CompileOptions,
): Promise<TokenArtifact> {
  const input = {
    language: 'Solidity',
    sources,
    settings: compilerSettings(sourceName, contractName),
  }
  const solcOutput = await runSolc(JSON.stringify(input), contractName, options)
  const output = v.parse(solcOutputSchema, JSON.parse(solcOutput))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length) {
    throw new ContractCompileError(errors.map((error) => error.formattedMessage).join('\n'), {
      contractName,
    })
  }
  const contract = output.contracts?.[sourceName]?.[contractName]
  if (!contract?.evm)
    throw new ContractCompileError(`solc produced no ${contractName} contract`, { contractName })
  return { abi: contract.abi as unknown as Abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

/**
 * Compiles contracts/PorticoToken.sol (the devnet's ERC-20) with solc-js, or reads the artifact
 * from the cache when the source, compiler version and settings are unchanged (compiling takes
 * seconds; a cache hit, milliseconds). solc runs in a worker thread, ended at once by `signal`.
 *
 * @example
 * const { artifact, fromCache } = await compilePorticoToken()
 * await walletClient.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args })
 */
export function compilePorticoToken(
  parameters: CompilePorticoTokenParameters = {},
): Promise<CompilePorticoTokenReturnType> {
  return compileDevnetContract('PorticoToken', parameters)
}

/**
 * Compiles contracts/PorticoNft.sol (the devnet's ERC-721 test collection, open minting), cached
 * like `compilePorticoToken`.
 *
 * @example
 * const { artifact } = await compilePorticoNft()
 * await walletClient.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args: ['Portico Test NFT', 'PNFT'] })
 */
export function compilePorticoNft(
  parameters: CompilePorticoTokenParameters = {},
): Promise<CompilePorticoTokenReturnType> {
  return compileDevnetContract('PorticoNft', parameters)
}

/**
 * Compiles one contract of contracts/ with solc-js, through the artifact cache. Its imports
 * (npm packages such as `solady`, `@account-abstraction/contracts`) are read from node_modules
 * and are part of the cache key.
 *
 * @example
 * const { artifact } = await compileDevnetContract('PorticoNft')
 */
export async function compileDevnetContract(
  contractName: DevnetContractName,
  parameters: CompilePorticoTokenParameters = {},
): Promise<CompilePorticoTokenReturnType> {
  const cacheDir = parameters.cacheDir ?? COMPILE_CACHE_DIR
  const sourceName = SOURCE_NAMES[contractName]
  const sources = await collectContractSources(sourceName, contractName)
  const { [sourceName]: main, ...imports } = sources
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        source: main?.content,
        // Absent for a contract without imports, so that its key is as before.
        ...(Object.keys(imports).length ? { imports } : {}),
        solc: solcVersion(),
        settings: compilerSettings(sourceName, contractName),
      }),
    )
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(cacheDir, `${contractName}-${key}.json`)

  const cached = await readCachedArtifact(cacheFile)
  if (cached) return { artifact: cached, fromCache: true, cacheFile }

  const artifact = await compile(sources, sourceName, contractName, {
    signal: parameters.signal,
    timeoutMs: parameters.timeoutMs ?? COMPILE_TIMEOUT_MS,
    onCompileStarted: () => parameters.onCompileStarted?.(contractName),
  })
  await mkdir(cacheDir, { recursive: true })
  // Write then rename, so a concurrent start never reads half a file.
  const partial = `${cacheFile}.${process.pid}.${Date.now()}.tmp`
  await writeFile(partial, JSON.stringify(artifact))
  await rename(partial, cacheFile)
  return { artifact, fromCache: false, cacheFile }
}
