import { describe, expect, test } from 'vitest'
import { createOnrampEntries } from './onramp-entries'
import type { HistoryTransaction } from '../services/routes/history-entry'

const toEntry = (p: { id: string; status: string }) => ({ id: p.id, metadata: { status: p.status } }) as unknown as HistoryTransaction

describe('createOnrampEntries', () => {
  test('default: purchases by address (any case), newest first; recording the same id again replaces it and keeps its time', () => {
    const entries = createOnrampEntries()
    const base = { address: '0xAbC', chain: 'eip155:31337', symbol: 'ETH', amount: '0.05' }
    entries.record({ ...base, id: 'p1', status: 'pending', at: new Date('2026-01-01T00:00:00Z') })
    entries.record({ ...base, id: 'p2', status: 'pending', at: new Date('2026-01-02T00:00:00Z') })
    entries.record({ ...base, id: 'p1', status: 'confirmed' })
    expect(entries.entriesOf('0xabc', toEntry).map((e) => [e.id, e.metadata.status])).toEqual([
      ['p2', 'pending'],
      ['p1', 'confirmed'],
    ])
    expect(entries.entriesOf('0xdef', toEntry)).toEqual([])
  })
})
