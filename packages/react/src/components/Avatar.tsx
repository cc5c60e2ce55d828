import { useEffect, useState } from 'react'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.ts'
import { Identicon } from './Identicon.tsx'

export interface AvatarProps {
  address: string
  /** The avatar the identity service knows the address by (spec §7); the identicon otherwise. */
  src?: string | undefined
  size?: number
}

/**
 * The account's picture: its avatar when it has a usable one, else (and when the image fails)
 * the identicon drawn from the address. Decorative: the name or address is always beside it.
 *
 * @example
 * <Avatar address={address} src={account.profileImage} size={72} />
 */
export function Avatar({ address, src, size = 64 }: AvatarProps) {
  const usable = isSafeImageSrc(src) ? src : undefined
  const [failed, setFailed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image gets a new chance
  useEffect(() => setFailed(false), [usable])

  if (!usable || failed) return <Identicon address={address} size={size} />
  return (
    <img
      className="avatar"
      src={usable}
      alt=""
      width={size}
      height={size}
      decoding="async"
      draggable={false}
      data-testid="account-avatar"
      onError={() => setFailed(true)}
    />
  )
}
