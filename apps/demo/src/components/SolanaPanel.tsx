import { useAccount, useNetwork, useWalletRequest } from '@portico/react'
import { useState } from 'react'

/** 0.001 SOL: enough to see on the local network. */
const TRANSFER_LAMPORTS = 1_000_000n

type Mode = 'sign' | 'send'

/**
 * Solana's own requests, shown while Solana is the active family: sign a 0.001 SOL transfer to
 * oneself (`solana_signTransaction`, the signed transaction shown) or sign and send it
 * (`solana_signAndSendTransaction` with 'confirmed' preflight, the signature shown).
 */
export function SolanaPanel() {
  const { isConnected, address } = useAccount('solana')
  const { network } = useNetwork()
  const { sendRequest, data, error, isPending, reset } = useWalletRequest()
  const [mode, setMode] = useState<Mode>('sign')
  const [building, setBuilding] = useState<string>()
  const rpcUrl = network?.chainNamespace === 'solana' ? network.rpcUrls.default.http[0] : undefined

  const run = async (next: Mode) => {
    if (!address || !rpcUrl) return
    reset()
    setMode(next)
    setBuilding(undefined)
    let transaction: string
    try {
      const { buildSolanaTransfer } = await import('../chains/buildSolanaTransfer.ts')
      transaction = await buildSolanaTransfer({
        from: address,
        lamports: TRANSFER_LAMPORTS,
        rpcUrl,
      })
    } catch (cause) {
      // The network failed before the wallet was asked; the wallet's own errors are in `error`.
      setBuilding(cause instanceof Error ? cause.message : String(cause))
      return
    }
    const request =
      next === 'sign'
        ? { method: 'solana_signTransaction', params: { transaction } }
        : {
            method: 'solana_signAndSendTransaction',
            params: { transaction, sendOptions: { preflightCommitment: 'confirmed' } },
          }
    await sendRequest({ namespace: 'solana', ...request }).catch(() => undefined)
  }

  const answer = data as { signature?: string; transaction?: string } | undefined
  return (
    <section className="panel" aria-labelledby="solana-title">
      <div className="panel-head">
        <h2 id="solana-title">Solana transaction</h2>
      </div>
      <p className="muted">A transfer of 0.001 SOL to your own address.</p>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          data-testid="demo-solana-sign"
          disabled={!isConnected || isPending || !rpcUrl}
          onClick={() => run('sign')}
        >
          {isPending && mode === 'sign' ? 'Waiting for the wallet…' : 'Sign transaction'}
        </button>
        <button
          type="button"
          className="button"
          data-testid="demo-solana-send"
          disabled={!isConnected || isPending || !rpcUrl}
          onClick={() => run('send')}
        >
          {isPending && mode === 'send' ? 'Waiting for the wallet…' : 'Sign and send'}
        </button>
      </div>
      <div className="signature">
        <span>Signature</span>
        <output data-testid="demo-solana-signature" className="mono">
          {answer?.signature ?? '—'}
        </output>
      </div>
      {mode === 'sign' && answer?.transaction ? (
        <div className="signature">
          <span>Signed transaction (base64)</span>
          <output data-testid="demo-solana-transaction" className="mono">
            {answer.transaction}
          </output>
        </div>
      ) : null}
      {error || building ? (
        <p className="error" role="alert" data-testid="demo-solana-error">
          {error?.message ?? building}
        </p>
      ) : null}
    </section>
  )
}
