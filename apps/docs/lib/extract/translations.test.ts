import { describe, expect, it } from 'vitest'
import { sendViewStrings } from '@/registry/components/send-view.strings'
import { ar as arFirst } from '@/registry/lib/i18n/locales/ar'
import { de as deFirst } from '@/registry/lib/i18n/locales/de'
import { wholePack } from '@/registry/lib/i18n/locale-parts'
import { pseudo } from '@/registry/lib/i18n/pseudo-locale'
import { translationTable } from './translations'

// The packs whole: send-view's words are in their later part (the connected account's views).
const [de, ar] = await Promise.all([wholePack(deFirst), wholePack(arFirst)])

describe('translationTable', () => {
  const table = translationTable('send-view', sendViewStrings, { de, ar })
  const row = (key: string) => table.rows.find((r) => r.key === key)

  it('lists a key with its English, German and Arabic text, Arabic marked rtl', () => {
    expect(row('retry')).toMatchObject({
      english: 'Try again',
      locales: { de: { text: de['send-view']?.retry, missing: false }, ar: { text: ar['send-view']?.retry, missing: false } },
    })
    expect(row('retry')?.locales.de?.text).not.toBe('Try again')
    expect(table.dirs).toEqual({ de: 'ltr', ar: 'rtl' })
  })

  it('shows a function entry as its output for sample arguments, 1 and 5 for a count', () => {
    expect(row('retryIn')?.english).toBe('Try again in 1s · Try again in 5s')
    expect(row('retryIn')?.samples).toBe('(1) · (5)')
    expect(row('retryIn')?.locales.de?.text).toContain('5')
    expect(row('balance')?.english).toBe('Balance: 0.5 ETH')
  })

  it('marks a key the pack lacks and shows its English', () => {
    const { retry: _dropped, ...rest } = de['send-view'] ?? {}
    const partial = translationTable('send-view', sendViewStrings, { de: { ...de, 'send-view': rest } })
    expect(partial.rows.find((r) => r.key === 'retry')?.locales.de).toEqual({ text: 'Try again', missing: true })
  })

  it('derives the pseudo-locale from English, as the views do', () => {
    const derived = translationTable('send-view', sendViewStrings, { 'en-XA': pseudo })
    const retry = derived.rows.find((r) => r.key === 'retry')?.locales['en-XA']
    expect(retry?.missing).toBe(false)
    expect(retry?.text).toMatch(/^⟦Ţŕý áĝáíñ.*⟧$/)
  })
})
