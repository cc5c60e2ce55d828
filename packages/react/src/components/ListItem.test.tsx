import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ListItem } from './ListItem.tsx'

afterEach(cleanup)

const LONG = 'Base (formerly Coinbase Wallet)'

describe('ListItem', () => {
  it('default: the accessible name is the whole label, and the label keeps it in its title for a pointer', () => {
    render(<ListItem label={LONG} tag="EVM · Installed" />)
    const button = screen.getByRole('button', { name: `${LONG} EVM · Installed` })
    const label = button.querySelector('.list-item-label')
    expect(label?.textContent).toBe(LONG)
    // Where a narrow row still cuts the label (two lines, then an ellipsis), the pointer gets it.
    expect(label?.getAttribute('title')).toBe(LONG)
  })

  it('behavior: label and tag share one box that wraps, so the tag can go under a long name (issue #30)', () => {
    render(<ListItem label={LONG} tag="EVM · Installed" />)
    const label = screen.getByText(LONG)
    const tag = screen.getByText('EVM · Installed')
    expect(label.parentElement?.className).toBe('list-item-body')
    expect(tag.parentElement).toBe(label.parentElement)
  })

  it('parameters: chevron / end: the trailing box holds only them, and is left out without them', () => {
    const { rerender } = render(<ListItem label="All Wallets" tag="400+" chevron />)
    expect(screen.getByRole('button').querySelector('.list-item-end svg')).toBeTruthy()
    rerender(<ListItem label="All Wallets" tag="400+" />)
    expect(screen.getByRole('button').querySelector('.list-item-end')).toBeNull()
  })
})
