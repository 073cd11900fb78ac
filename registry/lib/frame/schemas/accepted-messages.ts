import { z } from 'zod'
import {
  appMessageSchemas,
  appSyncDappData,
  genericRpcRequest,
  rpcRequestContext,
  signAndSendRequest,
} from '@/registry/lib/frame/schemas/app-messages'
import { canonicalTag, chainIdSchema, message, sendCallSchema } from '@/registry/lib/frame/schemas/fields'
import {
  frameConnectDeviceSuccess,
  frameConnectOtpSuccess,
  frameConnectSocialSuccess,
  frameErrorSchemas,
  frameReloadSuccess,
  frameRpcAbortSuccess,
  frameSignOutSuccess,
  frameSuccessSchemas,
  frameSyncDappDataSuccess,
  frameSyncThemeSuccess,
  frameUpdateEmailPrimaryOtpSuccess,
} from '@/registry/lib/frame/schemas/frame-messages'

// What walletkit accepts, per API.md §5 "Where the real schema is looser". The strict schemas in
// app-messages.ts / frame-messages.ts are what walletkit sends; these differ only where the real
// secure site (or a real app) is measured to be wider. Outputs keep the strict types, so callers
// never see the looser shapes: ignored payloads become undefined.

/** A reply whose payload the app ignores: any value or null is accepted and dropped. */
const ignoredPayload = z
  .unknown()
  .optional()
  .transform(() => undefined)

const acceptedReady = message(
  '@w3m-frame/READY',
  z
    .object({ version: z.string().optional() })
    .nullish()
    .transform((p) => p ?? undefined),
)
const acceptedConnectSocial = message(
  '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
  frameConnectSocialSuccess.shape.payload.extend({ email: z.string().nullable().optional() }),
)
const ignoringReplies = [
  frameConnectDeviceSuccess,
  frameConnectOtpSuccess,
  frameSignOutSuccess,
  frameUpdateEmailPrimaryOtpSuccess,
  frameSyncThemeSuccess,
  frameSyncDappDataSuccess,
  frameReloadSuccess,
  frameRpcAbortSuccess,
].map((schema) => message(schema.shape.type.value, ignoredPayload))
const replaced = new Set<string>([
  '@w3m-frame/RPC_REQUEST_SUCCESS',
  ...[acceptedReady, acceptedConnectSocial, ...ignoringReplies].map((s) => s.shape.type.value),
])

/** Every frame -> app message, as the app accepts it. */
export const acceptedFrameMessageSchema = z.discriminatedUnion('type', [
  acceptedReady,
  acceptedConnectSocial,
  ...ignoringReplies,
  // The result of a request may come without the payload key.
  message('@w3m-frame/RPC_REQUEST_SUCCESS', z.unknown().optional()),
  ...frameSuccessSchemas.filter((schema) => !replaced.has(schema.shape.type.value)),
  ...frameErrorSchemas,
])

// A batch's chainId is a string or a number, and params may hold more than one batch.
const acceptedSendCalls = z.object({
  method: z.literal('wallet_sendCalls'),
  params: z
    .array(
      z.looseObject({
        calls: z.array(sendCallSchema),
        version: z.string().optional(),
        chainId: chainIdSchema.optional(),
        from: z.string().optional(),
      }),
    )
    .min(1),
  ...rpcRequestContext,
})
const acceptedRpcRequest = message('@w3m-app/RPC_REQUEST', z.union([acceptedSendCalls, signAndSendRequest, genericRpcRequest]))
// A locale the frame cannot read is dropped, not refused: the confirmation then speaks English
// and the app's other data still arrives. A readable one is taken in its canonical form.
const acceptedLocale = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' && value.length <= 64 ? canonicalTag(value) : undefined))
const acceptedSyncDappData = message(
  '@w3m-app/SYNC_DAPP_DATA',
  appSyncDappData.shape.payload.extend({ sdkType: z.string().optional(), locale: acceptedLocale }),
)
// An app may send IS_CONNECTED with an empty payload; it means "no token".
const acceptedIsConnected = message(
  '@w3m-app/IS_CONNECTED',
  z
    .object({ token: z.string().optional() })
    .nullish()
    .transform((p) => p ?? undefined),
)
const replacedApp = new Set<string>(['@w3m-app/RPC_REQUEST', '@w3m-app/SYNC_DAPP_DATA', '@w3m-app/IS_CONNECTED'])

/** Every app -> frame message, as the frame accepts it. */
export const acceptedAppMessageSchema = z.discriminatedUnion('type', [
  acceptedRpcRequest,
  acceptedSyncDappData,
  acceptedIsConnected,
  ...appMessageSchemas.filter((schema) => !replacedApp.has(schema.shape.type.value)),
])

export type AcceptedAppMessage = z.infer<typeof acceptedAppMessageSchema>
