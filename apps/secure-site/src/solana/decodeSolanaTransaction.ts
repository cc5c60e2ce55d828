import {
  type Address,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** One instruction with its accounts resolved to addresses. */
export interface RawInstruction {
  programId: string
  accounts: string[]
  data: Uint8Array
}

/** A wire transaction read for the view: who signs, who pays, and what it runs. */
export interface DecodedSolanaTransaction {
  transaction: Transaction
  /** The message's static accounts (the transaction uses no lookup tables). */
  accounts: string[]
  /** The accounts that must sign, fee payer first. */
  signers: string[]
  feePayer: string
  instructions: RawInstruction[]
}

/** Why a transaction cannot be read: the params error says it. */
export class UnreadableTransactionError extends Error {
  override name = 'UnreadableTransactionError'
}

/**
 * Reads a base64 wire transaction (legacy or v0). A v0 transaction that loads accounts from
 * address lookup tables is refused: the view would have to name accounts it has not read.
 *
 * @example
 * decodeSolanaTransaction(base64).feePayer // 'D62Q…'
 */
export function decodeSolanaTransaction(base64: string): DecodedSolanaTransaction {
  let transaction: Transaction
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (cause) {
    throw new UnreadableTransactionError('not a Solana transaction', { cause })
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw new UnreadableTransactionError(
      `version ${String(message.version)} messages are not supported`,
    )
  if ('addressTableLookups' in message && (message.addressTableLookups?.length ?? 0) > 0)
    throw new UnreadableTransactionError('address lookup tables are not supported')
  const accounts = message.staticAccounts.map(String)
  const signers = accounts.slice(0, message.header.numSignerAccounts)
  const feePayer = signers[0]
  if (feePayer === undefined) throw new UnreadableTransactionError('no fee payer')
  const instructions = message.instructions.map((instruction) => {
    const programId = accounts[instruction.programAddressIndex]
    const instructionAccounts = (instruction.accountIndices ?? []).map((index) => accounts[index])
    if (programId === undefined || instructionAccounts.some((account) => account === undefined))
      throw new UnreadableTransactionError('an instruction names an account it does not list')
    return {
      programId,
      accounts: instructionAccounts as string[],
      data: new Uint8Array(instruction.data ?? new Uint8Array()),
    }
  })
  return { transaction, accounts, signers, feePayer, instructions }
}

/** A little-endian u64 at `offset`, or undefined when the bytes are too short. */
export function readU64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
}

/** What an instruction of a program the view knows says, before any chain read. */
export type KnownInstruction =
  | { kind: 'solTransfer'; from: string; to: string; lamports: bigint }
  | {
      kind: 'splTransfer'
      source: string
      destination: string
      authority: string
      amount: bigint
      /** TransferChecked names the mint and its decimals. */
      mint?: string
      decimals?: number
    }
  | { kind: 'createTokenAccount'; payer: string; account: string; owner: string; mint: string }
  | { kind: 'unknown'; programId: string; accounts: string[]; dataLength: number }

/**
 * Decodes the instructions the view says in words: System Transfer, SPL Token (and Token-2022)
 * Transfer and TransferChecked, Associated Token Account Create and CreateIdempotent; anything
 * else stays 'unknown' with its program, accounts and data size.
 *
 * @example
 * knownInstruction({ programId: SYSTEM_PROGRAM, accounts: [a, b], data }) // { kind: 'solTransfer', … }
 */
export function knownInstruction(instruction: RawInstruction): KnownInstruction {
  const { programId, accounts, data } = instruction
  const unknown: KnownInstruction = {
    kind: 'unknown',
    programId,
    accounts,
    dataLength: data.length,
  }
  if (programId === SYSTEM_PROGRAM) {
    const discriminator =
      data.length >= 4 ? new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) : -1
    const lamports = readU64(data, 4)
    const [from, to] = accounts
    if (discriminator === 2 && data.length === 12 && lamports !== undefined && from && to)
      return { kind: 'solTransfer', from, to, lamports }
    return unknown
  }
  if (programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM) {
    const amount = readU64(data, 1)
    if (data[0] === 3 && data.length === 9 && amount !== undefined) {
      const [source, destination, authority] = accounts
      if (source && destination && authority)
        return { kind: 'splTransfer', source, destination, authority, amount }
    }
    if (data[0] === 12 && data.length === 10 && amount !== undefined) {
      const [source, mint, destination, authority] = accounts
      if (source && mint && destination && authority)
        return {
          kind: 'splTransfer',
          source,
          destination,
          authority,
          amount,
          mint,
          decimals: data[9],
        }
    }
    return unknown
  }
  if (programId === ASSOCIATED_TOKEN_PROGRAM) {
    const [payer, account, owner, mint] = accounts
    if (
      (data.length === 0 || (data.length === 1 && data[0]! <= 1)) &&
      payer &&
      account &&
      owner &&
      mint
    )
      return { kind: 'createTokenAccount', payer, account, owner, mint }
    return unknown
  }
  return unknown
}

/** Base64 of bytes (the RPC's encoding for messages and transactions). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** An SPL token account's mint, owner and amount (the first 72 bytes of its layout). */
export function readTokenAccount(
  data: Uint8Array,
  addressOf: (bytes: Uint8Array) => string,
): { mint: string; owner: string; amount: bigint } | undefined {
  if (data.length < 165) return undefined
  const amount = readU64(data, 64)
  if (amount === undefined) return undefined
  return { mint: addressOf(data.slice(0, 32)), owner: addressOf(data.slice(32, 64)), amount }
}

/** An SPL mint's decimals (byte 44 of its layout). */
export function readMintDecimals(data: Uint8Array): number | undefined {
  return data.length >= 82 ? data[44] : undefined
}

export type { Address }
