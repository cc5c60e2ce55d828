import { useId, useMemo } from 'react'
import { identiconPattern } from '../utils/identiconPattern.ts'

export interface IdenticonProps {
  address: string
  size?: number
}

/**
 * An avatar drawn from the address itself, so no image is fetched and the same account always
 * looks the same.
 *
 * @example
 * <Identicon address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" size={72} />
 */
export function Identicon({ address, size = 64 }: IdenticonProps) {
  const { colors, cells } = useMemo(() => identiconPattern(address), [address])
  const gradientId = useId()
  return (
    <svg
      className="identicon"
      width={size}
      height={size}
      viewBox="0 0 7 7"
      aria-hidden="true"
      focusable="false"
      data-testid="identicon"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      <rect width="7" height="7" fill={`url(#${gradientId})`} />
      <g fill={colors[2]} fillOpacity="0.85" shapeRendering="crispEdges">
        {cells.map((filled, index) =>
          filled ? (
            <rect
              // The grid never reorders, so the position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed 5×5 grid
              key={index}
              x={1 + (index % 5)}
              y={1 + Math.floor(index / 5)}
              width="1"
              height="1"
            />
          ) : null,
        )}
      </g>
    </svg>
  )
}
