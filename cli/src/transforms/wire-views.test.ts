import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { unwireViews, wireViews } from './wire-views'

const views = readFileSync(join(__dirname, '../../test/fixtures/registry-basic/registry/components/modal/installed-views.tsx'), 'utf8')
const send = { route: 'Send', exportName: 'SendView', module: '@/components/walletkit/views/send-view' }
const swap = { route: 'Swap', exportName: 'SwapView', module: '@/components/walletkit/views/swap-view' }

describe('wireViews', () => {
  test('default', async () => {
    expect(await wireViews(views, [send, swap])).toMatchSnapshot()
  })

  test('behavior: idempotent', async () => {
    const once = await wireViews(views, [send])
    expect(await wireViews(once, [send])).toBe(once)
  })

  test('behavior: adds the lazy import when the file lacks it', async () => {
    const out = await wireViews('export const installedViews = {} as const\n', [send])
    expect(out).toMatchSnapshot()
  })

  test('behavior: unwire removes only the named view and restores an empty literal', async () => {
    const both = await wireViews(views, [send, swap])
    const one = await unwireViews(both, ['Send'])
    expect(one).not.toContain('Send:')
    expect(one).toContain('Swap:')
    expect(await unwireViews(one, ['Swap'])).toBe(views)
  })

  test('behavior: a file without installedViews is a clear error', async () => {
    await expect(wireViews('export const other = {}\n', [send])).rejects.toThrow('no `installedViews` object literal')
  })
})
