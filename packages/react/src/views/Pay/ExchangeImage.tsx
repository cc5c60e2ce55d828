import type { PayExchange } from '@portico/core'
import type { ReactElement } from 'react'
import { WalletImage } from '../../components/WalletImage.tsx'

/**
 * The Sandbox Exchange's mark (tools/onramp-sandbox), drawn for Portico: two arrows trading
 * places, white on a sand-coloured plate that reads in either theme (white on #b45309 is 5:1).
 */
function SandboxExchangeMark({ size }: { size: number }) {
  return (
    <svg
      className="exchange-mark"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9.6" fill="#b45309" />
      <path
        d="M9 12.5h13.5m-4-4 4 4-4 4M23 19.5H9.5m4-4-4 4 4 4"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The marks the kit carries for the exchanges it knows, by the server's exchange id
 * (`pay.exchanges[].id` in the server's config): drawn here, so nothing is fetched for them.
 */
const EXCHANGE_MARKS: Readonly<Record<string, (props: { size: number }) => ReactElement>> = {
  'sandbox-exchange': SandboxExchangeMark,
}

export interface ExchangeImageProps {
  exchange: PayExchange
  size?: number
}

/**
 * An exchange in Pay's list: its mark when the kit knows the exchange, else the server's
 * `imageUrl` (an operator's choice), else its initial. Decorative: the name is beside it.
 *
 * @example
 * <ExchangeImage exchange={{ id: 'sandbox-exchange', name: 'Sandbox Exchange' }} size={32} />
 */
export function ExchangeImage({ exchange, size = 32 }: ExchangeImageProps) {
  const Mark = EXCHANGE_MARKS[exchange.id]
  if (Mark) return <Mark size={size} />
  return <WalletImage src={exchange.imageUrl} name={exchange.name} size={size} />
}
