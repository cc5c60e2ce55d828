import { readdirSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// bignumber.js must never be in a dApp's initial JavaScript: only the Send, Swap, Pay and Buy
// actions that do arithmetic import it, and the React views load those lazily. The React package
// checks its own entry; here, which of core's modules reach it through static, non-type imports.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DECIMAL_LIBRARY = 'bignumber.js'

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : []
  })
}

/** The modules each file imports at run time (`import type` and `export type` are erased). */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  const targets: string[] = []
  for (const match of code.matchAll(/^(import|export)(\s+type)?\s[^;]*?from\s+'([^']+)'/gms)) {
    const [, , typeOnly, specifier] = match
    if (typeOnly || !specifier) continue
    targets.push(specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier)
  }
  return targets
}

const importsOf = new Map<string, string[]>()
/** Whether the library is among the file's static imports, however deep. */
function reachesDecimal(file: string): boolean {
  const seen = new Set([file])
  const queue = [file]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const imports = importsOf.get(next) ?? runtimeImports(next)
    importsOf.set(next, imports)
    for (const target of imports) {
      if (target === DECIMAL_LIBRARY) return true
      if (target.startsWith('/') && !seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return false
}

const files = sourceFiles(src)
const loading = files
  .filter((file) => reachesDecimal(file))
  .map((file) => relative(src, file))
  .sort()

describe('bignumber.js stays with the Send and Swap actions', () => {
  it('default: only the decimal helpers and the Send and Swap actions that compute reach it', () => {
    expect(loading).toEqual([
      'actions/confirmSwap.ts',
      'actions/dismissBuyCheckout.ts',
      'actions/estimatePayFee.ts',
      'actions/estimateSendFee.ts',
      'actions/fetchOnrampQuote.ts',
      'actions/fetchSwapQuote.ts',
      'actions/flipSwapTokens.ts',
      'actions/followPayment.ts',
      'actions/followSendToken.ts',
      'actions/loadOnrampOptions.ts',
      'actions/loadSwapTokens.ts',
      'actions/openBuyCheckout.ts',
      'actions/payWithExchange.ts',
      'actions/payWithWallet.ts',
      'actions/retrySend.ts',
      'actions/retrySwap.ts',
      'actions/sendTokens.ts',
      'actions/setBuyAmount.ts',
      'actions/setBuyPaymentCurrency.ts',
      'actions/setBuyPaymentMethod.ts',
      'actions/setBuyProvider.ts',
      'actions/setBuyPurchaseCurrency.ts',
      'actions/setSendAmount.ts',
      'actions/setSendAmountUnit.ts',
      'actions/setSendMaxAmount.ts',
      'actions/setSendReceiver.ts',
      'actions/setSendToken.ts',
      'actions/setSwapAmount.ts',
      'actions/setSwapFromToken.ts',
      'actions/setSwapSlippage.ts',
      'actions/setSwapToToken.ts',
      'actions/startBuy.ts',
      'exports/index.ts',
      'internal/amounts/decimal.ts',
      'internal/onramp/applyOnrampState.ts',
      'internal/onramp/confirmOnrampDeposit.ts',
      'internal/onramp/followBuyCheckout.ts',
      'internal/onramp/sampleOnrampQuote.ts',
      'internal/onramp/updateOnrampForm.ts',
      'internal/onramp/validateOnramp.ts',
      'internal/pay/buildPayTransfer.ts',
      'internal/send/buildTransferRequest.ts',
      'internal/send/deriveSendAmount.ts',
      'internal/send/loadReceiverProfile.ts',
      'internal/send/resolveReceiverName.ts',
      'internal/send/updateSendForm.ts',
      'internal/send/validateSend.ts',
      'internal/swap/followSwapTrade.ts',
      'internal/swap/requestSwapQuote.ts',
      'internal/swap/settleSwapFailure.ts',
      'internal/swap/swapSteps.ts',
      'internal/swap/toSwapQuote.ts',
      'internal/swap/updateSwapForm.ts',
      'internal/swap/validateSwap.ts',
      'utils/convertTokenToUsd.ts',
      'utils/convertUsdToToken.ts',
      'utils/parseUnits.ts',
    ])
  })

  it('behavior: what the page loads up front, and the Account view, do not', () => {
    for (const file of [
      'createConfig.ts',
      'startConfig.ts',
      'actions/openModal.ts',
      'actions/closeModal.ts',
      'actions/connect.ts',
      'actions/reconnect.ts',
      'actions/fetchBalance.ts',
      'actions/openSend.ts',
      'actions/resetSend.ts',
      'actions/getSendTokens.ts',
      'actions/getWalletFeatures.ts',
      'actions/getReceiveNetworks.ts',
      'actions/openSwap.ts',
      'actions/resetSwap.ts',
      'actions/getSwapTokens.ts',
      'actions/pay.ts',
      'actions/loadPayToken.ts',
      'actions/loadPayExchanges.ts',
      'actions/openBuy.ts',
      'actions/resetBuy.ts',
      'actions/getBuyCurrencies.ts',
      'actions/cancelBuyCheckout.ts',
      'actions/reopenBuyCheckout.ts',
      'stores/createStores.ts',
    ])
      expect(loading, file).not.toContain(file)
  })

  it('behavior: the package is free of side effects, so the barrel does not pull it in', () => {
    const manifest = JSON.parse(readFileSync(resolve(src, '../package.json'), 'utf8'))
    expect(manifest.sideEffects).toBe(false)
  })
})
