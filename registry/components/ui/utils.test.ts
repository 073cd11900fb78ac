import { describe, expect, test } from 'vitest'
import { cn } from '@/registry/components/ui/utils'

describe('cn', () => {
  test('default: joins classes and drops falsy ones', () => {
    expect(cn('flex', false, undefined, 'gap-2')).toBe('flex gap-2')
  })

  test('behavior: a walletkit font size does not replace a walletkit text colour', () => {
    expect(cn('bg-wk-accent text-wk-accent-fg', 'h-10 text-wk-md')).toBe('bg-wk-accent text-wk-accent-fg h-10 text-wk-md')
    expect(cn('text-wk-fg-muted text-wk-sm')).toBe('text-wk-fg-muted text-wk-sm')
  })

  test("behavior: a host's className wins over the kit's class of the same kind", () => {
    expect(cn('text-wk-sm text-wk-fg', 'text-lg text-red-500')).toBe('text-lg text-red-500')
    expect(cn('rounded-wk-md', 'rounded-full')).toBe('rounded-full')
    expect(cn('font-wk font-medium', 'font-mono')).toBe('font-medium font-mono')
  })
})
