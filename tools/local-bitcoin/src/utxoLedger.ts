import { createHash } from 'node:crypto'
import { address as bitcoinAddress, networks, Transaction } from 'bitcoinjs-lib'
import { REGTEST_GENESIS_BLOCK_HASH } from './constants.ts'
import { type Prevout, verifyInputSignature } from './verifyInputSignature.ts'

/** A block of the local chain. */
export type LocalBlock = { hash: string; height: number; time: number }

/** An output the ledger knows, and who spent it. */
export type LedgerOutput = {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  block: LocalBlock
  spentBy?: { txid: string; vin: number; block: LocalBlock }
}

/** A transaction the ledger holds, with the block it is in. */
export type LedgerTransaction = { transaction: Transaction; block: LocalBlock; funding: boolean }

/** A transaction the ledger refused, in bitcoind's words (`bad-txns-inputs-missingorspent`). */
export class TransactionRefused extends Error {
  override readonly name = 'TransactionRefused'
  constructor(
    /** bitcoind's RPC error code: -22 decode, -25 missing inputs, -26 rejected, -27 known. */
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

function btc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0')
  return `${whole}.${fraction}`
}

/**
 * The script an address pays to on regtest, or undefined when the address is not a valid
 * regtest address.
 *
 * @example
 * regtestOutputScript('bcrt1q…') // Uint8Array [0x00, 0x14, …]
 */
export function regtestOutputScript(address: string): Uint8Array | undefined {
  try {
    return bitcoinAddress.toOutputScript(address, networks.regtest)
  } catch {
    return undefined
  }
}

/** The regtest address of an output script, when it has one. */
export function regtestAddressOf(script: Uint8Array): string | undefined {
  try {
    return bitcoinAddress.fromOutputScript(script, networks.regtest)
  } catch {
    return undefined
  }
}

/**
 * The local chain's state: blocks, transactions and the UTXO set. Every accepted transaction is
 * mined into a block of its own at once, so there is never a mempool.
 *
 * @example
 * const ledger = createUtxoLedger()
 * ledger.fund([{ script: regtestOutputScript('bcrt1q…')!, value: 100_000_000n }])
 */
export function createUtxoLedger() {
  const blocks: LocalBlock[] = [
    { hash: REGTEST_GENESIS_BLOCK_HASH, height: 0, time: Math.floor(Date.now() / 1000) },
  ]
  const transactions = new Map<string, LedgerTransaction>()
  const outputs = new Map<string, LedgerOutput>()
  // Outpoints by output script (hex), newest last, for the address routes.
  const outputsByScript = new Map<string, string[]>()
  let fundingCount = 0

  function tip(): LocalBlock {
    return blocks[blocks.length - 1]!
  }

  function mine(txid: string): LocalBlock {
    const previous = tip()
    const hash = createHash('sha256')
      .update(createHash('sha256').update(`${previous.hash}${txid}`).digest())
      .digest()
      .reverse()
      .toString('hex')
    const block = { hash, height: previous.height + 1, time: Math.floor(Date.now() / 1000) }
    blocks.push(block)
    return block
  }

  function record(transaction: Transaction, funding: boolean): string {
    const txid = transaction.getId()
    const block = mine(txid)
    transactions.set(txid, { transaction, block, funding })
    transaction.ins.forEach((input, vin) => {
      if (funding) return
      const spent = outputs.get(
        outpoint(Buffer.from(input.hash).reverse().toString('hex'), input.index),
      )
      if (spent !== undefined) spent.spentBy = { txid, vin, block }
    })
    transaction.outs.forEach((output, vout) => {
      const key = outpoint(txid, vout)
      outputs.set(key, { txid, vout, value: output.value, script: output.script, block })
      const scriptHex = Buffer.from(output.script).toString('hex')
      outputsByScript.set(scriptHex, [...(outputsByScript.get(scriptHex) ?? []), key])
    })
    return txid
  }

  return {
    tip,
    /** Mines a synthetic (coinbase-like) transaction paying the given outputs. */
    fund(payTo: readonly { script: Uint8Array; value: bigint }[]): string {
      fundingCount += 1
      const transaction = new Transaction()
      transaction.version = 2
      // A coinbase-shaped input made unique by a counter, so every funding has its own txid.
      const tag = Buffer.alloc(8)
      tag.writeUInt32LE(fundingCount, 0)
      tag.writeUInt32LE(tip().height + 1, 4)
      transaction.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, tag)
      for (const output of payTo) transaction.addOutput(output.script, output.value)
      return record(transaction, true)
    },
    /** Checks and mines a raw transaction; throws TransactionRefused with bitcoind's message. */
    submit(hex: string): string {
      let transaction: Transaction
      try {
        if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw new Error('not hex')
        transaction = Transaction.fromHex(hex)
      } catch {
        throw new TransactionRefused(-22, 'TX decode failed')
      }
      const txid = transaction.getId()
      if (transactions.has(txid))
        throw new TransactionRefused(-27, 'Transaction already in block chain')
      if (transaction.ins.length === 0) throw new TransactionRefused(-26, 'bad-txns-vin-empty')
      if (transaction.outs.length === 0) throw new TransactionRefused(-26, 'bad-txns-vout-empty')
      const spending = transaction.ins.map((input) =>
        outpoint(Buffer.from(input.hash).reverse().toString('hex'), input.index),
      )
      if (new Set(spending).size !== spending.length) {
        throw new TransactionRefused(-26, 'bad-txns-inputs-duplicate')
      }
      const prevouts: Prevout[] = spending.map((key) => {
        const output = outputs.get(key)
        if (output === undefined || output.spentBy !== undefined) {
          throw new TransactionRefused(-25, 'bad-txns-inputs-missingorspent')
        }
        return { script: output.script, value: output.value }
      })
      const valueIn = prevouts.reduce((sum, prevout) => sum + prevout.value, 0n)
      const valueOut = transaction.outs.reduce((sum, output) => sum + output.value, 0n)
      if (valueOut > valueIn) {
        throw new TransactionRefused(
          -26,
          `bad-txns-in-belowout, value in (${btc(valueIn)}) < value out (${btc(valueOut)})`,
        )
      }
      transaction.ins.forEach((_input, index) => {
        const problem = verifyInputSignature(transaction, index, prevouts)
        if (problem !== undefined) throw new TransactionRefused(-26, problem)
      })
      return record(transaction, false)
    },
    transaction(txid: string): LedgerTransaction | undefined {
      return transactions.get(txid)
    },
    output(txid: string, vout: number): LedgerOutput | undefined {
      return outputs.get(outpoint(txid, vout))
    },
    /** Every output ever paid to a script, oldest first. */
    outputsOf(script: Uint8Array): LedgerOutput[] {
      const keys = outputsByScript.get(Buffer.from(script).toString('hex')) ?? []
      return keys.map((key) => outputs.get(key)!)
    },
  }
}

/** The ledger's interface. */
export type UtxoLedger = ReturnType<typeof createUtxoLedger>
