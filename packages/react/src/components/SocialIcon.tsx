import type { SignInProvider } from '@portico/core'
import { useId } from 'react'
import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX } from 'simple-icons'

/**
 * Each provider's mark from simple-icons (CC0-1.0; its path data, drawn on its 24-unit grid),
 * named one by one so that a dApp's bundler keeps only these seven. Marks the brand draws in black
 * (Apple, X, GitHub) take the text colour, so they turn white in the dark theme as the brands'
 * own reversed marks do; the others keep their brand colour, which reads on either theme.
 */
const marks: Record<SignInProvider, { path: string; fill: string }> = {
  google: { path: siGoogle.path, fill: `#${siGoogle.hex}` },
  github: { path: siGithub.path, fill: 'currentColor' },
  apple: { path: siApple.path, fill: 'currentColor' },
  facebook: { path: siFacebook.path, fill: `#${siFacebook.hex}` },
  x: { path: siX.path, fill: 'currentColor' },
  discord: { path: siDiscord.path, fill: `#${siDiscord.hex}` },
  farcaster: { path: siFarcaster.path, fill: `#${siFarcaster.hex}` },
}

/**
 * Google's G in its four colours: simple-icons' one-colour G drawn four times, each clipped to
 * a wedge around the G's centre (red from the top-right tip over the top, yellow on the left,
 * green along the bottom, blue up the right side and the bar), as Google's own mark is coloured.
 */
const googleSegments = [
  {
    colour: '#ea4335',
    wedge: '12.5 12 34.2 1.9 26.2 -7.7 14.6 -11.9 2.3 -9.8 -7.2 -1.8 -10.7 5.8',
  },
  { colour: '#fbbc05', wedge: '12.5 12 -10.7 5.8 -10.7 18.2 -4.5 29' },
  { colour: '#34a853', wedge: '12.5 12 -4.5 29 6.3 35.2 18.7 35.2 29.5 29' },
  { colour: marks.google.fill, wedge: '12.5 12 29.5 29 35.7 18.2 35.7 5.8 34.2 1.9' },
]

export interface SocialIconProps {
  provider: SignInProvider
  /** Width and height in CSS pixels. */
  size?: number
}

/**
 * The provider's mark as inline SVG (nothing fetched), hidden from assistive tech: the button
 * around it is named ("Continue with Google").
 *
 * @example
 * <SocialIcon provider="github" size={20} />
 */
export function SocialIcon({ provider, size = 20 }: SocialIconProps) {
  // Clip ids unique per icon: several Google marks can share the modal's shadow root.
  const id = useId().replace(/[^\w-]/g, '')
  const { path, fill } = marks[provider]
  return (
    <svg
      className="social-mark"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-provider={provider}
    >
      {provider === 'google' ? (
        googleSegments.map(({ colour, wedge }, index) => (
          <g key={colour}>
            <clipPath id={`${id}-g${index}`}>
              <polygon points={wedge} />
            </clipPath>
            <path d={path} fill={colour} clipPath={`url(#${id}-g${index})`} />
          </g>
        ))
      ) : provider === 'facebook' ? (
        <>
          {/* The f is cut out of the blue disc: white behind it, as Facebook's mark has. */}
          <circle cx="12" cy="12" r="11.4" fill="#ffffff" />
          <path d={path} fill={fill} />
        </>
      ) : (
        <path d={path} fill={fill} />
      )}
    </svg>
  )
}
