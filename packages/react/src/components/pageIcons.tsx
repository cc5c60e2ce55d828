import { Icon, type IconProps } from './iconFrame.tsx'

// The icons the page's own chunk draws (wallet buttons), apart from icons.tsx: a bundler places
// a module whole in the first chunk that needs it, and the page needs only these.

/** @example <WalletIcon /> */
export function WalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6.5A2.5 2.5 0 0 1 4 16.5z" />
      <path d="M4 8h14M15.5 13.5h.01" />
    </Icon>
  )
}

/** An envelope: a wallet reached by e-mail. @example <EnvelopeIcon /> */
export function EnvelopeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  )
}
