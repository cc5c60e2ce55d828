import { EMAIL_RESEND_DELAY_MS } from '@portico/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { I18n } from '../i18n/I18nContext.ts'
import { i18nForTest, WithI18n } from '../test/i18nForTest.tsx'
import { CodeForm } from './CodeForm.tsx'

const NOW = 1_700_000_000_000

let english: I18n
beforeAll(async () => {
  english = await i18nForTest('en')
})
/** The form as the modal renders it: with its messages. */
const renderForm = (form: ReactElement, i18n: I18n = english) =>
  render(form, {
    wrapper: ({ children }: { children: ReactNode }) => <WithI18n i18n={i18n}>{children}</WithI18n>,
  })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const resendButton = () => screen.getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement

describe('CodeForm', () => {
  it(`behavior: Resend is disabled with a countdown for ${EMAIL_RESEND_DELAY_MS / 1000} s after a send, then enabled`, () => {
    const onResend = vi.fn()
    renderForm(
      <CodeForm
        sentTo="ada@example.com"
        busy={false}
        sentAt={NOW}
        onSubmit={vi.fn()}
        onResend={onResend}
      />,
    )
    expect(resendButton().textContent).toBe('Resend code in 30 s')
    expect(resendButton().disabled).toBe(true)

    act(() => vi.advanceTimersByTime(1_000))
    expect(resendButton().textContent).toBe('Resend code in 29 s')

    act(() => vi.advanceTimersByTime(EMAIL_RESEND_DELAY_MS - 2_000))
    expect(resendButton().textContent).toBe('Resend code in 1 s')
    expect(resendButton().disabled).toBe(true)

    act(() => vi.advanceTimersByTime(1_000))
    expect(resendButton().textContent).toBe('Resend code')
    expect(resendButton().disabled).toBe(false)
    fireEvent.click(resendButton())
    expect(onResend).toHaveBeenCalledOnce()
  })

  it('behavior: a new sentAt (a resend) starts the countdown again', () => {
    const props = { sentTo: 'ada@example.com', busy: false, onSubmit: vi.fn(), onResend: vi.fn() }
    const { rerender } = renderForm(<CodeForm {...props} sentAt={NOW} />)
    act(() => vi.advanceTimersByTime(EMAIL_RESEND_DELAY_MS))
    expect(resendButton().textContent).toBe('Resend code')

    rerender(<CodeForm {...props} sentAt={Date.now()} />)
    expect(resendButton().textContent).toBe('Resend code in 30 s')
    expect(resendButton().disabled).toBe(true)
  })

  it('default: Continue hands the typed code over; the error shows under the field', () => {
    const onSubmit = vi.fn()
    renderForm(
      <CodeForm sentTo="ada@example.com" busy={false} error="Invalid code" onSubmit={onSubmit} />,
    )

    const field = screen.getByRole('textbox', { name: 'Code' })
    fireEvent.change(field, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

    expect(onSubmit).toHaveBeenCalledWith('123456')
    expect(screen.getByRole('alert').textContent).toBe('Invalid code')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    // Without onResend there is nothing to resend.
    expect(screen.queryByRole('button', { name: /^Resend code/ })).toBeNull()
  })

  it('behavior: busy → Continue and Resend are disabled', () => {
    renderForm(
      <CodeForm
        sentTo="ada@example.com"
        busy
        sentAt={NOW - EMAIL_RESEND_DELAY_MS}
        onSubmit={vi.fn()}
        onResend={vi.fn()}
      />,
    )
    expect((screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(resendButton().disabled).toBe(true)
  })
})
