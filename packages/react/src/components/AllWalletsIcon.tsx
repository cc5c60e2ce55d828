/**
 * The four-tile mark of the All Wallets entry.
 *
 * @example
 * <ListItem image={<AllWalletsIcon />} label="All Wallets" />
 */
export function AllWalletsIcon() {
  return (
    <span className="all-wallets-icon" aria-hidden="true">
      <span />
      <span />
      <span />
      <span />
    </span>
  )
}
