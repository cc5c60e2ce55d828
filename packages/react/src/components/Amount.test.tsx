import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Amount } from './Amount.tsx'

afterEach(cleanup)

describe('Amount', () => {
  it('default: a rounded amount keeps the exact one in its title and for a screen reader', () => {
    render(<Amount value="0.0123" shown="0.012" symbol="ETH" sign="−" data-testid="amount" />)
    const shown = screen.getByTestId('amount')
    expect(shown.textContent).toBe('−0.012 ETH')
    expect(shown.getAttribute('title')).toBe('−0.0123 ETH')
    // The screen reader reads the exact amount, not the rounded one beside it.
    expect(shown.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByText('−0.0123 ETH').className).toBe('sr-only')
  })

  it('behavior: an amount the rounding did not change is plain text, with nothing hidden', () => {
    const { container } = render(<Amount value="40" shown="40.000" symbol="PUSD" />)
    expect(container.innerHTML).toBe('<span>40.000 PUSD</span>')
  })
})
