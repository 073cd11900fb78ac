import { expect, test } from 'vitest'
import { isHexSignedMessage } from './is-hex-signed-message'

test('default', () => {
  expect(isHexSignedMessage(`0x${'ab'.repeat(65)}`)).toBe(true)
})

test('behavior: 0x followed by at least 62 hex characters', () => {
  expect(isHexSignedMessage(`0x${'a'.repeat(62)}`)).toBe(true)
  expect(isHexSignedMessage(`0x${'a'.repeat(61)}`)).toBe(false)
  expect(isHexSignedMessage('a'.repeat(64))).toBe(false)
  expect(isHexSignedMessage(`0x${'z'.repeat(64)}`)).toBe(false)
})
