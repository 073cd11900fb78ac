import type { z } from 'zod'
import { FrameMessageInvalidError } from '@/registry/lib/errors/frame'
import { appMessageSchema, type AppMessage } from '@/registry/lib/frame/schemas/app-messages'
import { frameMessageSchema, type FrameMessage } from '@/registry/lib/frame/schemas/frame-messages'
import {
  acceptedAppMessageSchema,
  acceptedFrameMessageSchema,
  type AcceptedAppMessage,
} from '@/registry/lib/frame/schemas/accepted-messages'

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

/**
 * Validates a message the app received from the frame, with the looser shapes API.md §5 lists
 * for the real secure site (an empty social e-mail, a null "none" payload). What the app sends is
 * still checked with the strict parseAppMessage.
 *
 * @example
 * const message = acceptFrameMessage(event.data) // throws FrameMessageInvalidError
 */
export function acceptFrameMessage(input: unknown): FrameMessage {
  const result = acceptedFrameMessageSchema.safeParse(input)
  if (!result.success) throw new FrameMessageInvalidError({ details: describe(result.error), cause: result.error })
  // Every accepted shape narrows to a strict one (ignored payloads become undefined).
  return result.data as FrameMessage
}

/**
 * Validates a message the frame received from an app, with the looser shapes API.md §5 lists
 * (any sdkType, numeric batch chain ids, several call batches). The frame's replies are still
 * checked with the strict parseFrameMessage.
 *
 * @example
 * const message = acceptAppMessage(event.data) // throws FrameMessageInvalidError
 */
export function acceptAppMessage(input: unknown): AcceptedAppMessage {
  const result = acceptedAppMessageSchema.safeParse(input)
  if (!result.success) throw new FrameMessageInvalidError({ details: describe(result.error), cause: result.error })
  return result.data
}
