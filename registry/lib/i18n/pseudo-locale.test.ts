import { describe, expect, test } from 'vitest'
import { defineStrings } from '@/registry/lib/i18n/define-strings'
import { localize } from '@/registry/lib/i18n/localize'
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudo, pseudoText } from '@/registry/lib/i18n/pseudo-locale'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const english = defineStrings('pseudo-test-view', {
  title: 'Send',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  to: (receiver: string) => `Sending to ${receiver}`,
  tabs: { tokens: 'Tokens', nfts: 'NFTs' },
  steps: ['Approve', 'Swap'],
  blank: ' ',
})

describe('pseudoText', () => {
  test('behavior: every letter accented, 40% longer, bracketed, digits and punctuation kept', () => {
    const text = pseudoText('Send 5 ETH.')
    expect(text.startsWith(`${PSEUDO_OPEN}Šéñð 5 ÉŢĤ.`)).toBe(true)
    expect(text.endsWith(PSEUDO_CLOSE)).toBe(true)
    expect(text).not.toMatch(/[A-Za-z]/)
    // The brackets and the space before the padding come on top of the 40%.
    expect(text.length - 3).toBeGreaterThanOrEqual(Math.ceil('Send 5 ETH.'.length * 1.4))
  })

  test('behavior: the values a function entry put in stay as they are (an address, a symbol), wherever they are', () => {
    const text = pseudoText(`Pay 1 ETH to ${address} now`, ['ETH', address])
    expect(text).toContain(`1 ETH ţö ${address} ñöŵ`)
    expect(pseudoText('ETH ETH', ['ETH'])).toMatch(/^⟦ETH ETH [^A-Za-z]+⟧$/)
  })

  test('edge: blank text stays blank (no brackets around nothing)', () => {
    expect(pseudoText('')).toBe('')
    expect(pseudoText('  ')).toBe('  ')
  })
})

describe('the pseudo pack through localize', () => {
  test('behavior: every entry of a module the pack has no table for is derived, nested and listed entries too; functions keep their arguments', () => {
    const shown = localize(english, pseudo)
    expect(shown.title).toBe(pseudoText('Send'))
    expect(shown.tabs).toEqual({ tokens: pseudoText('Tokens'), nfts: pseudoText('NFTs') })
    expect(shown.steps).toEqual([pseudoText('Approve'), pseudoText('Swap')])
    expect(shown.balance('1.25', 'ETH')).toBe(pseudoText('Balance: 1.25 ETH', ['1.25', 'ETH']))
    expect(shown.to(address)).toContain(address)
    expect(shown.blank).toBe(' ')
    // The same object for the same pair: a view re-renders only when the language changes.
    expect(localize(english, pseudo)).toBe(shown)
  })

  test('behavior: a table the pack does carry wins over deriving', () => {
    const withTable = { ...pseudo, 'pseudo-test-view': { title: 'Senden' } }
    const shown = localize(english, withTable)
    expect(shown.title).toBe('Senden')
    expect(shown.tabs.tokens).toBe('Tokens')
  })
})
