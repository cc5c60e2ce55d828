import { useAccount, useNetwork, useWalletRequest } from '@portico/react'
import { useState } from 'react'

/**
 * Bitcoin's own request, shown while Bitcoin is the active family: a PSBT spending one coin of
 * the payment address back to itself, signed by the wallet (`signPsbt`, not broadcast); the
 * signed PSBT is shown.
 */
export function BitcoinPanel() {
  const { isConnected, accounts } = useAccount('bip122')
  const { network } = useNetwork()
  const { sendRequest, data, error, isPending, reset } = useWalletRequest()
  const [building, setBuilding] = useState<string>()
  const payment = accounts.find((account) => account.type === 'payment')
  const esploraUrl =
    network?.chainNamespace === 'bip122' ? network.rpcUrls.default.http[0] : undefined

  const sign = async () => {
    if (!payment?.publicKey || !esploraUrl) return
    reset()
    setBuilding(undefined)
    let psbt: string
    try {
      const { buildBitcoinPsbt } = await import('../chains/buildBitcoinPsbt.ts')
      psbt = await buildBitcoinPsbt({
        payment: { address: payment.address, publicKey: payment.publicKey },
        esploraUrl,
      })
    } catch (cause) {
      // The service failed before the wallet was asked; the wallet's own errors are in `error`.
      setBuilding(cause instanceof Error ? cause.message : String(cause))
      return
    }
    await sendRequest({
      namespace: 'bip122',
      method: 'signPsbt',
      params: {
        account: payment.address,
        psbt,
        signInputs: [{ address: payment.address, index: 0 }],
        broadcast: false,
      },
    }).catch(() => undefined)
  }

  const answer = data as { psbt?: string } | undefined
  return (
    <section className="panel" aria-labelledby="bitcoin-title">
      <div className="panel-head">
        <h2 id="bitcoin-title">Bitcoin PSBT</h2>
      </div>
      <p className="muted">Spends one coin of your payment address back to it, less 500 sats.</p>
      <button
        type="button"
        className="button button-primary"
        data-testid="demo-bitcoin-sign-psbt"
        disabled={!isConnected || isPending || !payment?.publicKey || !esploraUrl}
        onClick={sign}
      >
        {isPending ? 'Waiting for the wallet…' : 'Sign PSBT'}
      </button>
      <div className="signature">
        <span>Signed PSBT (base64)</span>
        <output data-testid="demo-bitcoin-psbt" className="mono">
          {answer?.psbt ?? '—'}
        </output>
      </div>
      {error || building ? (
        <p className="error" role="alert" data-testid="demo-bitcoin-error">
          {error?.message ?? building}
        </p>
      ) : null}
    </section>
  )
}
