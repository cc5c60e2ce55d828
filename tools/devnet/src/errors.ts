import { PorticoError, type PorticoErrorOptions } from '@portico/core'

/** A port the stack needs is taken; says which one, what it was for, and how to move it. */
export class PortInUseError extends PorticoError {
  override name = 'PortInUseError'
  readonly port: number
  constructor(
    parameters: { port: number; purpose: string; envVar: string },
    options: PorticoErrorOptions = {},
  ) {
    super(
      `Port ${parameters.port} (${parameters.purpose}) is already in use. Stop what is using it or set ${parameters.envVar}.`,
      options,
    )
    this.port = parameters.port
  }
}

/** The anvil binary from npm is not available for this machine. */
export class AnvilUnavailableError extends PorticoError {
  override name = 'AnvilUnavailableError'
  constructor(options: PorticoErrorOptions = {}) {
    super(
      `The local chain needs anvil from @foundry-rs/anvil-linux-amd64, which runs only on Linux x64 (this is ${process.platform} ${process.arch}). Install Foundry's anvil for your platform, or run the devnet on Linux x64.`,
      options,
    )
  }
}

/** A child process (anvil, server, demo) exited, or never became ready. */
export class ChildProcessError extends PorticoError {
  override name = 'ChildProcessError'
  readonly child: string
  readonly output: readonly string[]
  constructor(
    parameters: { child: string; reason: string; output: readonly string[] },
    options: PorticoErrorOptions = {},
  ) {
    const tail = parameters.output.length
      ? `\nLast output of ${parameters.child}:\n${parameters.output.map((line) => `  ${line}`).join('\n')}`
      : `\n${parameters.child} printed nothing.`
    super(`${parameters.child} ${parameters.reason}.${tail}`, options)
    this.child = parameters.child
    this.output = parameters.output
  }
}

/** A contract of contracts/ did not compile (shows solc's errors). */
export class ContractCompileError extends PorticoError {
  override name = 'ContractCompileError'
  constructor(details: string, options: PorticoErrorOptions & { contractName?: string } = {}) {
    const { contractName = 'PorticoToken', ...rest } = options
    super(`${contractName}.sol did not compile:\n${details}`, { details, ...rest })
  }
}

/** startStack was aborted (Ctrl-C during start); everything it started was stopped. */
export class StackStartAbortedError extends PorticoError {
  override name = 'StackStartAbortedError'
  constructor(options: PorticoErrorOptions = {}) {
    super('Starting the stack was aborted; everything started so far was stopped.', options)
  }
}

/** Two parts of the stack were given the same port. */
export class PortConflictError extends PorticoError {
  override name = 'PortConflictError'
  constructor(
    parameters: { port: number; purposes: readonly [string, string] },
    options: PorticoErrorOptions = {},
  ) {
    super(
      `Port ${parameters.port} is set for both ${parameters.purposes[0]} and ${parameters.purposes[1]}. Give each its own port.`,
      options,
    )
  }
}

/** A PORTICO_*_PORT variable (or ports option) that is not a port number. */
export class InvalidPortError extends PorticoError {
  override name = 'InvalidPortError'
  constructor(parameters: { setting: string; value: unknown }, options: PorticoErrorOptions = {}) {
    super(
      `${parameters.setting} must be a port number from 1 to 65535, not ${JSON.stringify(parameters.value)}.`,
      options,
    )
  }
}

/** A token did not deploy, or not at its fixed address (the chain was not fresh). */
export class DeploymentError extends PorticoError {
  override name = 'DeploymentError'
  constructor(
    parameters: { chainId: number; symbol: string; details: string },
    options: PorticoErrorOptions = {},
  ) {
    super(
      `Deploying ${parameters.symbol} on chain ${parameters.chainId} failed: ${parameters.details}`,
      {
        details: parameters.details,
        ...options,
      },
    )
  }
}

/** A Uniswap V2 build artifact from npm is missing or is not a compiled contract. */
export class UniswapArtifactError extends PorticoError {
  override name = 'UniswapArtifactError'
  constructor(path: string, options: PorticoErrorOptions = {}) {
    super(
      `${path} is not a compiled contract (abi, evm.bytecode.object). Run npm install again.`,
      options,
    )
  }
}

/** A build artifact of `@account-abstraction/contracts` is missing or is not a compiled contract. */
export class AccountAbstractionArtifactError extends PorticoError {
  override name = 'AccountAbstractionArtifactError'
  constructor(path: string, options: PorticoErrorOptions = {}) {
    super(`${path} is not a compiled contract (abi, bytecode). Run npm install again.`, options)
  }
}
