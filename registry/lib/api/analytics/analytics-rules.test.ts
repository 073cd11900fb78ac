import { describe, expect, test } from 'vitest'
import { HttpStatusError } from '@/registry/lib/errors/api'
import { isSendable, refusalAlert } from './analytics-rules'

describe('analytics rules', () => {
  test('default: MODAL_CREATED is never sent, other events are', () => {
    expect(isSendable('MODAL_CREATED')).toBe(false)
    expect(isSendable('MODAL_OPEN')).toBe(true)
  })

  test('behavior: a 403 is the Invalid App Configuration alert of the catalogue; other failures raise none', () => {
    expect(refusalAlert(new HttpStatusError(403))).toMatchObject({
      code: 'ALERT_INVALID_APP_CONFIGURATION',
      title: 'Invalid App Configuration',
      severity: 'error',
    })
    expect(refusalAlert(new HttpStatusError(500))).toBeUndefined()
    expect(refusalAlert(new Error('offline'))).toBeUndefined()
  })
})
