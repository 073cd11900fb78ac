import { expect, test } from 'vitest'
import { FrameParentNotSetError } from '@/registry/lib/errors/frame'
import { assertFrameParent } from './assert-frame-parent'

test('behavior: a top-level page or one without a parent is "W3mFrame: parent is not set"', () => {
  const topLevel: { parent: unknown } = { parent: undefined }
  topLevel.parent = topLevel
  expect(() => assertFrameParent(topLevel)).toThrow(FrameParentNotSetError)
  expect(() => assertFrameParent(topLevel)).toThrow(expect.objectContaining({ shortMessage: 'W3mFrame: parent is not set' }))
  expect(() => assertFrameParent({ parent: null })).toThrow(FrameParentNotSetError)
})

test('default: a framed page passes', () => {
  expect(() => assertFrameParent({ parent: {} })).not.toThrow()
})
