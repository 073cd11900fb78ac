// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Spinner } from '@/registry/components/ui/spinner'

afterEach(cleanup)

describe('Spinner', () => {
  test('default: a status named by its label, in the words the view passes (its strings, so its locale)', () => {
    render(<Spinner label="Chargement des soldes" />)
    const spinner = screen.getByRole('status', { name: 'Chargement des soldes' })
    expect(spinner.getAttribute('data-size')).toBe('md')
    expect(spinner.hasAttribute('aria-hidden')).toBe(false)
  })

  test('behavior: without a label it is decoration, hidden from screen readers; no English word of its own', () => {
    const { container } = render(<Spinner size="sm" />)
    const spinner = container.querySelector('[data-slot="spinner"]') as HTMLElement
    expect(screen.queryByRole('status')).toBeNull()
    expect(spinner.getAttribute('aria-hidden')).toBe('true')
    expect(spinner.hasAttribute('aria-label')).toBe(false)
  })
})
