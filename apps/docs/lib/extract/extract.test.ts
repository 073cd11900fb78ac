import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { extractApi } from './api'
import { extractSlots } from './slots'
import { extractStrings } from './strings'
import { extractThemeVariables } from './theme-variables'

const root = fileURLToPath(new URL('../../../..', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')

describe('extractSlots', () => {
  test('default: every data-slot of the connect button, in order, once', () => {
    expect(extractSlots([read('registry/components/connect-button.tsx')])).toEqual([
      'connect-button',
      'connect-button-label',
      'connect-button-group',
    ])
  })

  test('parameters: sources: slots of several files are merged without repeats', () => {
    expect(extractSlots(['<a data-slot="x" /><b data-slot="y" />', "<c data-slot={'x'} />"])).toEqual(['x', 'y'])
  })
})

describe('extractStrings', () => {
  test('default: the connect button strings, functions shown as source', () => {
    expect(extractStrings('connect-button.strings.ts', read('registry/components/connect-button.strings.ts'))).toEqual([
      {
        name: 'connectButtonStrings',
        entries: [
          { key: 'connect', value: 'Connect Wallet' },
          { key: 'connecting', value: 'Connecting…' },
          { key: 'account', value: '(label: string) => `Open account ${label}`' },
          { key: 'network', value: '(name: string) => `${name}, switch network`' },
          { key: 'unknownNetwork', value: 'Unknown network' },
        ],
      },
    ])
  })

  test('behavior: nested objects become dotted keys', () => {
    expect(extractStrings('x.ts', "export const s = { tabs: { a: 'A', b: 'B' } } as const")[0]?.entries).toEqual([
      { key: 'tabs.a', value: 'A' },
      { key: 'tabs.b', value: 'B' },
    ])
  })
})

describe('extractApi', () => {
  test('default: a component, its local props type and their members', () => {
    const api = extractApi('connect-button.tsx', read('registry/components/connect-button.tsx'))
    expect(api.map((entry) => [entry.kind, entry.name])).toEqual([
      ['type', 'ConnectButtonProps'],
      ['component', 'ConnectButton'],
    ])
    expect(api[0]?.members.map((member) => member.name)).toEqual(['label', 'showBalance', 'showNetwork'])
    expect(api[0]?.members[0]).toEqual({ name: 'label', type: 'string | undefined', optional: true, doc: '' })
    expect(api[0]?.members[1]).toMatchObject({
      type: 'boolean | undefined',
      optional: true,
      doc: expect.stringContaining('native balance'),
    })
    expect(api[1]?.doc).toContain('Connect Wallet')
  })

  test('behavior: exported functions keep their JSDoc and signature; private helpers are left out', () => {
    const api = extractApi('x.ts', '/** Adds. */\nexport function add(a: number, b: number): number { return a + b }\nfunction hidden() {}')
    expect(api).toEqual([
      { kind: 'function', name: 'add', signature: 'add(a: number, b: number): number', doc: 'Adds.', members: [], file: 'x.ts' },
    ])
  })
})

describe('extractThemeVariables', () => {
  test('default: every --wk-* variable of walletkit.css with its light and dark value', () => {
    const variables = extractThemeVariables(read('registry/styles/walletkit.css'))
    const byName = new Map(variables.map((v) => [v.name, v]))
    expect(byName.get('--wk-accent')).toMatchObject({ light: '#3396ff', dark: '#3396ff' })
    expect(byName.get('--wk-background')).toMatchObject({ light: '#ffffff', dark: '#141414' })
    expect(variables.every((v) => v.name.startsWith('--wk-') && v.doc !== '')).toBe(true)
  })
})
