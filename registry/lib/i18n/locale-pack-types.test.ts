import { describe, expect, test } from 'vitest'
import type { LocalePack, Translation } from '@/registry/lib/i18n/define-strings'
import type { sendViewStrings } from '@/registry/components/send-view.strings'
import { de } from '@/registry/lib/i18n/locales/parts/de-actions'

// Type-level: `npx tsc -p tsconfig.json --noEmit` fails if any @ts-expect-error below stops being
// an error, i.e. if a pack with a missing key or a wrong signature were accepted.
const complete: Translation<typeof sendViewStrings> = de['send-view'] as Translation<typeof sendViewStrings>

// @ts-expect-error a pack's module must have every key ('sending' is left out)
const missingKey: LocalePack = { 'send-view': (({ sending: _, ...rest }) => rest)(complete) }

// @ts-expect-error a function entry must take the English arguments (balance takes amount and symbol)
const wrongSignature: LocalePack = { 'send-view': { ...complete, balance: (amount: number) => `${amount}` } }

// @ts-expect-error a function entry is not a string
const stringForFunction: LocalePack = { 'send-view': { ...complete, retryIn: 'Erneut' } }

// @ts-expect-error a key English does not have
const extraKey: LocalePack = { 'send-view': { ...complete, sendAll: 'Alles senden' } }

// Modules of views a host has not installed are allowed: one pack serves every host.
const otherViews: LocalePack = { 'a-view-this-host-lacks': { title: 'Titel' } }

describe('LocalePack', () => {
  test('default: the type checker holds packs to English (see the @ts-expect-error lines)', () => {
    expect([missingKey, wrongSignature, stringForFunction, extraKey, otherViews]).toHaveLength(5)
  })
})
