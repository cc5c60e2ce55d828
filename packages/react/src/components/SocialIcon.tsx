import type { SocialProvider } from '@portico/core'
import { useStyleSheet } from '../styles/useStyleSheet.ts'
import { socialStyles } from './socialStyles.ts'

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

export interface SocialIconProps {
  provider: SocialProvider
  /** Width and height in CSS pixels. */
  size?: number
}

/**
 * The provider's badge, hidden from assistive tech (the button around it is named). Plain HTML
 * rather than SVG text: on a page's first open of the modal, SVG text layout cost several
 * milliseconds more (measured with `npm run bench -- --profile`).
 *
 * @example
 * <SocialIcon provider="github" size={20} />
 */
export function SocialIcon({ provider, size = 20 }: SocialIconProps) {
  useStyleSheet(socialStyles)
  const { letter, background } = badges[provider]
  // Proportions of the original 24-unit badge: radius 6, letters 14 (or 10 for two).
  const style = {
    width: size,
    height: size,
    borderRadius: size / 4,
    background,
    fontSize: (size * (letter.length > 1 ? 10 : 14)) / 24,
  }
  return (
    <span className="social-badge" aria-hidden="true" data-provider={provider} style={style}>
      {letter}
    </span>
  )
}
