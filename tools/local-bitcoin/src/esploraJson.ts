import type { LedgerOutput, LocalBlock, UtxoLedger } from './utxoLedger.ts'
import { regtestAddressOf } from './utxoLedger.ts'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** Esplora's `status` of a confirmed transaction. */
export function statusJson(block: LocalBlock) {
  return {
    confirmed: true,
    block_height: block.height,
    block_hash: block.hash,
    block_time: block.time,
  }
}

function scriptType(script: Uint8Array): string {
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14) return 'v0_p2wpkh'
  if (script.length === 34 && script[0] === 0x00 && script[1] === 0x20) return 'v0_p2wsh'
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) return 'v1_p2tr'
  if (script.length === 25 && script[0] === 0x76) return 'p2pkh'
  if (script.length === 23 && script[0] === 0xa9) return 'p2sh'
  if (script[0] === 0x6a) return 'op_return'
  return 'unknown'
}

function outputJson(script: Uint8Array, value: bigint) {
  const address = regtestAddressOf(script)
  return {
    scriptpubkey: hex(script),
    scriptpubkey_type: scriptType(script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(value),
  }
}

/**
 * A transaction in Esplora's JSON (`GET /tx/:txid`), or undefined when the ledger does not hold it.
 *
 * @example
 * transactionJson(ledger, txid) // { txid, version, locktime, vin, vout, size, weight, fee, status }
 */
export function transactionJson(ledger: UtxoLedger, txid: string) {
  const held = ledger.transaction(txid)
  if (held === undefined) return undefined
  const { transaction, block, funding } = held
  let valueIn = 0n
  const vin = transaction.ins.map((input) => {
    const previousTxid = hex(Buffer.from(input.hash).reverse())
    const prevout = funding ? undefined : ledger.output(previousTxid, input.index)
    valueIn += prevout?.value ?? 0n
    return {
      txid: previousTxid,
      vout: input.index,
      prevout: prevout === undefined ? null : outputJson(prevout.script, prevout.value),
      scriptsig: hex(input.script),
      witness: input.witness.map(hex),
      is_coinbase: funding,
      sequence: input.sequence,
    }
  })
  const valueOut = transaction.outs.reduce((sum, output) => sum + output.value, 0n)
  return {
    txid,
    version: transaction.version,
    locktime: transaction.locktime,
    vin,
    vout: transaction.outs.map((output) => outputJson(output.script, output.value)),
    size: transaction.byteLength(),
    weight: transaction.weight(),
    fee: funding ? 0 : Number(valueIn - valueOut),
    status: statusJson(block),
  }
}

/**
 * Esplora's address summary (`GET /address/:address`). Everything is mined at once, so the
 * mempool stats are always zero.
 */
export function addressJson(address: string, outputs: readonly LedgerOutput[]) {
  const spent = outputs.filter((output) => output.spentBy !== undefined)
  const txids = new Set([
    ...outputs.map((output) => output.txid),
    ...spent.map((output) => output.spentBy!.txid),
  ])
  const sum = (list: readonly LedgerOutput[]) =>
    Number(list.reduce((total, output) => total + output.value, 0n))
  return {
    address,
    chain_stats: {
      funded_txo_count: outputs.length,
      funded_txo_sum: sum(outputs),
      spent_txo_count: spent.length,
      spent_txo_sum: sum(spent),
      tx_count: txids.size,
    },
    mempool_stats: {
      funded_txo_count: 0,
      funded_txo_sum: 0,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 0,
    },
  }
}

/** Esplora's unspent outputs of an address (`GET /address/:address/utxo`). */
export function utxosJson(outputs: readonly LedgerOutput[]) {
  return outputs
    .filter((output) => output.spentBy === undefined)
    .map((output) => ({
      txid: output.txid,
      vout: output.vout,
      value: Number(output.value),
      status: statusJson(output.block),
    }))
}

/** The txids that touch an address, newest first (`GET /address/:address/txs`). */
export function addressTxids(outputs: readonly LedgerOutput[]): string[] {
  const touches = outputs.flatMap((output) => [
    { txid: output.txid, height: output.block.height },
    ...(output.spentBy === undefined
      ? []
      : [{ txid: output.spentBy.txid, height: output.spentBy.block.height }]),
  ])
  touches.sort((a, b) => b.height - a.height)
  return [...new Set(touches.map((touch) => touch.txid))]
}
