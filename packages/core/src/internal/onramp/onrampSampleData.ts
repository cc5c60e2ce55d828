import { ONRAMP_BANK_LIMITS, ONRAMP_CARD_LIMITS } from '../../constants.ts'
import type { Network } from '../../types/chain.ts'
import type { OnrampOptions, OnrampProvider, OnrampPurchaseCurrency } from '../../types/onramp.ts'

/** Spec §9: the one default provider, with its fee range and chains. */
export const SAMPLE_ONRAMP_PROVIDER: OnrampProvider = {
  id: 'default',
  name: 'Default provider',
  feeRange: '1-2%',
  chains: ['eip155', 'solana'],
}

/** Spec §9: the sample purchase currency, USDC on Ethereum and Polygon. */
const SAMPLE_USDC: OnrampPurchaseCurrency = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  networks: [
    {
      name: 'ethereum',
      display_name: 'Ethereum',
      chain_id: 'eip155:1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon',
      display_name: 'Polygon',
      chain_id: 'eip155:137',
      contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  ],
}

/**
 * The built-in options used when the server's fail (spec §8, docs/onramp-and-pay.md): USD by
 * card (10–7500) and bank account (10–25000), USDC on Ethereum and Polygon, and the active
 * network's native currency so the visitor can still buy where they are.
 */
export function sampleOnrampOptions(network: Network | undefined): OnrampOptions {
  const purchaseCurrencies: OnrampPurchaseCurrency[] = [SAMPLE_USDC]
  if (network && !SAMPLE_USDC.networks.some((item) => item.chain_id === network.caipNetworkId))
    purchaseCurrencies.unshift({
      id: network.nativeCurrency.symbol,
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
      networks: [
        {
          name: network.name.toLowerCase().replace(/\s+/g, '-'),
          display_name: network.name,
          chain_id: network.caipNetworkId,
          contract_address: '',
        },
      ],
    })
  return {
    providers: [SAMPLE_ONRAMP_PROVIDER],
    paymentCurrencies: [
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', ...ONRAMP_CARD_LIMITS },
          { id: 'ach_bank_account', ...ONRAMP_BANK_LIMITS },
        ],
      },
    ],
    purchaseCurrencies,
  }
}
