import { Icon, type IconProps } from './iconFrame.tsx'

// The page's own chunk draws these too (wallet buttons): see pageIcons.tsx.
export { EnvelopeIcon, WalletIcon } from './pageIcons.tsx'

/** @example <CloseIcon /> */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  )
}

/** @example <BackIcon /> */
export function BackIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  )
}

/** @example <ChevronRightIcon /> */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  )
}

/** @example <CopyIcon /> */
export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2.5" />
      <path d="M5 15V6.5A2.5 2.5 0 0 1 7.5 4H15" />
    </Icon>
  )
}

/** @example <CheckIcon /> */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  )
}

/** @example <SearchIcon /> */
export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </Icon>
  )
}

/** @example <ExternalLinkIcon /> */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v4.5A1.5 1.5 0 0 1 16.5 20h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </Icon>
  )
}

/** @example <AlertIcon /> */
export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5M12 16h.01" />
    </Icon>
  )
}

/** @example <NetworkIcon /> */
export function NetworkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.6 3.5 5.4 3.5 8.5s-1 5.9-3.5 8.5c-2.5-2.6-3.5-5.4-3.5-8.5s1-5.9 3.5-8.5z" />
    </Icon>
  )
}

/** @example <DisconnectIcon /> */
export function DisconnectIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 5H6.5A2.5 2.5 0 0 0 4 7.5v9A2.5 2.5 0 0 0 6.5 19H10M15 8l4 4-4 4M19 12H9" />
    </Icon>
  )
}

/** @example <MoreIcon /> */
export function MoreIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={3} />
    </Icon>
  )
}

/** @example <SendIcon /> */
export function SendIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </Icon>
  )
}

/** @example <ReceiveIcon /> */
export function ReceiveIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </Icon>
  )
}

/** Two opposite arrows: switch between two units or sides. @example <SwapUnitsIcon /> */
export function SwapUnitsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4" />
    </Icon>
  )
}

/** Two arrows passing each other: trade one token for another. @example <SwapIcon /> */
export function SwapIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4" />
    </Icon>
  )
}

/** @example <ChevronDownIcon /> */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  )
}

/** @example <PasteIcon /> */
export function PasteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6" y="4.5" width="12" height="16" rx="2.5" />
      <path d="M9.5 3.5h5v3h-5zM9.5 11h5M9.5 15h3" />
    </Icon>
  )
}

/** A payment card: buy crypto with fiat. @example <BuyIcon /> */
export function BuyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </Icon>
  )
}

/** A browser window holding a wallet: a wallet injected into the page that names no brand. @example <BrowserWalletIcon /> */
export function BrowserWalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 8.5h18M6 6.25h.01M8.5 6.25h.01" />
      <path d="M8 12.5h6.5a1.5 1.5 0 0 1 1.5 1.5v2.5H9.5A1.5 1.5 0 0 1 8 15z" />
    </Icon>
  )
}

/** A picture: an NFT with no image of its own. @example <PictureIcon /> */
export function PictureIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.5" />
      <path d="m21 15-4.5-4.5L6 20" />
    </Icon>
  )
}
