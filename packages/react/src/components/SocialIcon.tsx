import type { SocialProvider } from '@portico/core'
import type { SVGProps } from 'react'

/**
 * A lettered badge per provider, drawn here: no brand artwork and nothing fetched. The colour
 * is the provider's usual one, so the row reads at a glance; the letter carries it in any theme.
 */
const badges: Record<SocialProvider, { letter: string; background: string }> = {
  google: { letter: 'G', background: '#4285f4' },
  github: { letter: 'GH', background: '#24292f' },
  apple: { letter: 'A', background: '#000000' },
  facebook: { letter: 'f', background: '#1877f2' },
  x: { letter: 'X', background: '#000000' },
  discord: { letter: 'D', background: '#5865f2' },
}

export interface SocialIconProps extends SVGProps<SVGSVGElement> {
  provider: SocialProvider
}

/**
 * The provider's badge, hidden from assistive tech (the button around it is named).
 *
 * @example
 * <SocialIcon provider="github" width={20} height={20} />
 */
export function SocialIcon({ provider, ...props }: SocialIconProps) {
  const { letter, background } = badges[provider]
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      aria-hidden="true"
      focusable="false"
      data-provider={provider}
      {...props}
    >
      <rect
        x="0.5"
        y="0.5"
        width="23"
        height="23"
        rx="6"
        fill={background}
        stroke="currentColor"
        strokeOpacity="0.15"
      />
      <text
        x="12"
        y="12"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="inherit"
        fontSize={letter.length > 1 ? 10 : 14}
        fontWeight={700}
      >
        {letter}
      </text>
    </svg>
  )
}
