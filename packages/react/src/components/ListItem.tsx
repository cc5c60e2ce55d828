import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { ChevronRightIcon } from './icons.tsx'

export interface ListItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Leading image (wallet or network icon). */
  image?: ReactNode
  label: string
  /** A short tag after the label, e.g. 'Installed', 'Recent' or a count. */
  tag?: ReactNode
  tagVariant?: 'accent' | 'plain'
  /** Trailing content in place of the chevron (a spinner, a check). */
  end?: ReactNode
  chevron?: boolean
}

/**
 * One row of a list: a `<button>` whose accessible name is its label. The label wraps onto a
 * second line rather than being cut, and the tag moves under it when both do not fit on one
 * line; a label longer still ends in an ellipsis, with the whole of it in its `title`.
 *
 * @example
 * <ListItem image={<WalletImage name="Rabby" />} label="Rabby" tag="Installed" onClick={pick} />
 */
export function ListItem({
  image,
  label,
  tag,
  tagVariant = 'plain',
  end,
  chevron = false,
  className,
  ...props
}: ListItemProps) {
  return (
    <button type="button" className={className ? `list-item ${className}` : 'list-item'} {...props}>
      {image}
      <span className="list-item-body">
        <span className="list-item-label" title={label} dir="auto">
          {label}
        </span>
        {tag !== undefined && tag !== null ? (
          <span className={tagVariant === 'accent' ? 'tag tag-accent' : 'tag'}>{tag}</span>
        ) : null}
      </span>
      {end || chevron ? (
        <span className="list-item-end">
          {end}
          {chevron && !end ? (
            <ChevronRightIcon className="list-item-chevron" width={18} height={18} />
          ) : null}
        </span>
      ) : null}
    </button>
  )
}
