import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { appMessageSchemas } from '@/registry/lib/frame/schemas/app-messages'
import { frameErrorNames, frameSuccessSchemas } from '@/registry/lib/frame/schemas/frame-messages'
import { acceptAppMessage, acceptFrameMessage, parseAppMessage, parseFrameMessage } from '@/registry/lib/frame/schemas/parse'
import { appToFrame, frameErrors, frameToApp, UNLISTED_FIELD, type MessageFixture } from './test/wire-fixtures'

// Our frame schemas against the secure site's messages as API.md §5 records them (hand-written
// fixtures, not our generators): each message, full and minimal, is parsed by the schema that
// meets it in the product (acceptFrameMessage in the app's frame client, parseFrameMessage before
// the stand-in secure site apps/frame posts; parseAppMessage before the app posts,
// acceptAppMessage in the stand-in) and comes out with the same values; and each schema's
// payload names exactly API.md's fields.

/** Messages walletkit adds beyond API.md (frame-messages.ts says why), left out of the comparison. */
const walletkitOwn = new Set([
  '@w3m-frame/FRAME_HEIGHT',
  '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
  '@w3m-frame/RPC_ABORT_SUCCESS',
  '@w3m-frame/INIT_SMART_ACCOUNT_ERROR',
  '@w3m-frame/RPC_ABORT_ERROR',
])

/** Payload fields walletkit adds beyond API.md, by message: SYNC_DAPP_DATA.locale (issue 27, fields.ts). */
const walletkitOwnFields: Record<string, readonly string[]> = { '@w3m-app/SYNC_DAPP_DATA': ['locale'] }
const apiFields = (schema: z.ZodObject<{ type: z.ZodLiteral<string> }>) =>
  schemaFields(schema).filter((field) => !(walletkitOwnFields[schema.shape.type.value] ?? []).includes(field))

function withoutUnlisted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnlisted)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== UNLISTED_FIELD)
        .map(([k, v]) => [k, withoutUnlisted(v)]),
    )
  return value
}

/** The payload field names a message schema declares (every option of a union); [] for none. */
function schemaFields(schema: z.ZodType): string[] {
  let payload: z.ZodType = (schema as z.ZodObject<{ payload: z.ZodType }>).shape.payload
  while (payload instanceof z.ZodOptional || payload instanceof z.ZodNullable) payload = payload.unwrap() as z.ZodType
  if (payload instanceof z.ZodUnion) return [...new Set((payload.options as z.ZodObject[]).flatMap((o) => Object.keys(o.shape)))].sort()
  return payload instanceof z.ZodObject ? Object.keys(payload.shape).sort() : []
}

/** The payload field names API.md lists, read from the full fixture. */
function fixtureFields(fixture: MessageFixture): string[] {
  const payload = withoutUnlisted(fixture.full.payload)
  return payload && typeof payload === 'object' ? Object.keys(payload).sort() : []
}

const forms = ['full', 'minimal'] as const

describe('frame -> app: API.md §5 messages through acceptFrameMessage (the app) and parseFrameMessage (the stand-in frame)', () => {
  for (const [name, fixture] of Object.entries({ ...frameToApp, ...frameErrors })) {
    test(`parameters: ${name}`, () => {
      for (const form of forms) {
        expect(acceptFrameMessage(fixture[form]), form).toEqual(withoutUnlisted(fixture[form]))
        if (form === 'minimal' && fixture.looserMinimal) expect(() => parseFrameMessage(fixture[form])).toThrow()
        else expect(parseFrameMessage(fixture[form]), form).toEqual(withoutUnlisted(fixture[form]))
      }
    })
  }

  test("behavior: our schemas know exactly API.md's frame messages, with API.md's payload fields", () => {
    const ours = [...frameSuccessSchemas.map((s) => s.shape.type.value), ...frameErrorNames.map((n) => `@w3m-frame/${n}_ERROR`)].filter(
      (t) => !walletkitOwn.has(t),
    )
    const fixtures = [...Object.values(frameToApp), ...Object.values(frameErrors)]
    expect(ours.sort()).toEqual(fixtures.map((f) => f.full.type).sort())
    for (const schema of frameSuccessSchemas.filter((s) => !walletkitOwn.has(s.shape.type.value))) {
      const fixture = fixtures.find((f) => f.full.type === schema.shape.type.value)!
      expect(apiFields(schema), schema.shape.type.value).toEqual(fixtureFields(fixture))
    }
  })
})

describe('app -> frame: API.md §5 messages through parseAppMessage (what the app sends) and acceptAppMessage (the stand-in frame)', () => {
  for (const [name, fixture] of Object.entries(appToFrame)) {
    test(`parameters: ${name}`, () => {
      for (const form of forms) {
        expect(parseAppMessage(fixture[form]), form).toEqual(withoutUnlisted(fixture[form]))
        expect(acceptAppMessage(fixture[form]), form).toEqual(withoutUnlisted(fixture[form]))
      }
    })
  }

  test("behavior: our schemas know exactly API.md's app messages, with API.md's payload fields", () => {
    expect(appMessageSchemas.map((s) => s.shape.type.value).sort()).toEqual(
      Object.values(appToFrame)
        .map((f) => f.full.type)
        .sort(),
    )
    for (const schema of appMessageSchemas) {
      const fixture = Object.values(appToFrame).find((f) => f.full.type === schema.shape.type.value)!
      expect(apiFields(schema), schema.shape.type.value).toEqual(fixtureFields(fixture))
    }
  })
})
