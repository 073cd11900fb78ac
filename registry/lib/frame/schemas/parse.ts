import type { z } from 'zod'
import { FrameMessageInvalidError } from '@/registry/lib/errors/frame'
import { appMessageSchema, type AppMessage } from '@/registry/lib/frame/schemas/app-messages'
import { frameMessageSchema, type FrameMessage } from '@/registry/lib/frame/schemas/frame-messages'

export type ParseFrameMessageErrorType = FrameMessageInvalidError

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')
}

/**
 * Validates a message the app is about to post to the frame (or the frame received).
 *
 * @example
 * const message = parseAppMessage(event.data) // throws FrameMessageInvalidError
 */
export function parseAppMessage(input: unknown): AppMessage {
  const result = appMessageSchema.safeParse(input)
  if (!result.success) throw new FrameMessageInvalidError({ details: describe(result.error), cause: result.error })
  return result.data
}

/**
 * Validates a message posted by the frame to the app.
 *
 * @example
 * const message = parseFrameMessage(event.data) // throws FrameMessageInvalidError
 */
export function parseFrameMessage(input: unknown): FrameMessage {
  const result = frameMessageSchema.safeParse(input)
  if (!result.success) throw new FrameMessageInvalidError({ details: describe(result.error), cause: result.error })
  return result.data
}
