import { z } from 'zod'
import {
  accountTypeSchema,
  chainIdSchema,
  emailSchema,
  emptyReply,
  errorPayloadSchema,
  frameAccountSchema,
  message,
  preferredAccountTypeSchema,
  siwxMessageSchema,
} from '@/registry/lib/frame/schemas/fields'

// Frame -> app (`@w3m-frame/…`), names and payload fields of API.md §5.

const signedLogin = {
  preferredAccountType: preferredAccountTypeSchema.optional(),
  signature: z.string().optional(),
  message: z.string().optional(),
  siwxMessage: siwxMessageSchema.optional(),
}

export const frameReady = message('@w3m-frame/READY', z.object({ version: z.string().optional() }).optional())
export const frameSessionUpdate = message('@w3m-frame/SESSION_UPDATE', z.object({ token: z.string() }))
export const frameSwitchNetworkSuccess = message('@w3m-frame/SWITCH_NETWORK_SUCCESS', z.object({ chainId: chainIdSchema }))
export const frameConnectEmailSuccess = message(
  '@w3m-frame/CONNECT_EMAIL_SUCCESS',
  z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
)
export const frameConnectDeviceSuccess = message('@w3m-frame/CONNECT_DEVICE_SUCCESS', emptyReply)
export const frameConnectOtpSuccess = message('@w3m-frame/CONNECT_OTP_SUCCESS', emptyReply)
export const frameConnectSocialSuccess = message(
  '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
  z.object({
    email: emailSchema.nullable().optional(),
    address: z.string(),
    chainId: chainIdSchema,
    accounts: z.array(frameAccountSchema).optional(),
    userName: z.string().nullable().optional(),
    ...signedLogin,
  }),
)
export const frameGetFarcasterUriSuccess = message('@w3m-frame/GET_FARCASTER_URI_SUCCESS', z.object({ url: z.string() }))
export const frameConnectFarcasterSuccess = message('@w3m-frame/CONNECT_FARCASTER_SUCCESS', z.object({ userName: z.string() }))
export const frameGetSocialRedirectUriSuccess = message('@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS', z.object({ uri: z.string() }))
export const frameGetUserSuccess = message(
  '@w3m-frame/GET_USER_SUCCESS',
  z.object({
    email: emailSchema.nullable().optional(),
    address: z.string(),
    chainId: chainIdSchema,
    smartAccountDeployed: z.boolean().optional(),
    accounts: z.array(frameAccountSchema).optional(),
    ...signedLogin,
  }),
)
export const frameSignOutSuccess = message('@w3m-frame/SIGN_OUT_SUCCESS', emptyReply)
export const frameIsConnectedSuccess = message('@w3m-frame/IS_CONNECTED_SUCCESS', z.object({ isConnected: z.boolean() }))
export const frameGetChainIdSuccess = message('@w3m-frame/GET_CHAIN_ID_SUCCESS', z.object({ chainId: chainIdSchema }))
export const frameRpcRequestSuccess = message('@w3m-frame/RPC_REQUEST_SUCCESS', z.unknown())
export const frameUpdateEmailSuccess = message(
  '@w3m-frame/UPDATE_EMAIL_SUCCESS',
  z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
)
export const frameUpdateEmailPrimaryOtpSuccess = message('@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS', emptyReply)
export const frameUpdateEmailSecondaryOtpSuccess = message(
  '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS',
  z.object({ newEmail: emailSchema }),
)
export const frameSyncThemeSuccess = message('@w3m-frame/SYNC_THEME_SUCCESS', emptyReply)
export const frameSyncDappDataSuccess = message('@w3m-frame/SYNC_DAPP_DATA_SUCCESS', emptyReply)
export const frameGetSmartAccountEnabledNetworksSuccess = message(
  '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
  z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
)
// Not wired in the public client; walletkit handles it so INIT_SMART_ACCOUNT can resolve.
export const frameInitSmartAccountSuccess = message(
  '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
  z.object({ address: z.string(), isDeployed: z.boolean() }),
)
export const frameSetPreferredAccountSuccess = message(
  '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS',
  z.object({ type: z.union([accountTypeSchema, z.string()]), address: z.string() }),
)
export const frameReloadSuccess = message('@w3m-frame/RELOAD_SUCCESS', emptyReply)
export const frameRpcAbortSuccess = message('@w3m-frame/RPC_ABORT_SUCCESS', emptyReply)
// Walletkit's own (issue 32), unsolicited like READY: the height in CSS px the frame's confirmation
// needs to show the whole request without scrolling, sent whenever it changes while one is open.
// The app's approval view gives the frame that much room, within the window's height.
export const frameFrameHeight = message('@w3m-frame/FRAME_HEIGHT', z.object({ height: z.number().int().positive().max(10_000) }))

/** Every request that has a matching `<NAME>_ERROR` reply carrying `{ message }`. */
export const frameErrorNames = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
  'RPC_ABORT',
] as const
type FrameErrorName = (typeof frameErrorNames)[number]

function errorMessage<N extends FrameErrorName>(name: N) {
  return message(`@w3m-frame/${name}_ERROR` as const, errorPayloadSchema)
}
/** The `<NAME>_ERROR` replies, each carrying `{ message }`. */
export const frameErrorSchemas = frameErrorNames.map(errorMessage) as [
  ReturnType<typeof errorMessage<FrameErrorName>>,
  ...ReturnType<typeof errorMessage<FrameErrorName>>[],
]

export const frameSuccessSchemas = [
  frameReady,
  frameSessionUpdate,
  frameSwitchNetworkSuccess,
  frameConnectEmailSuccess,
  frameConnectDeviceSuccess,
  frameConnectOtpSuccess,
  frameConnectSocialSuccess,
  frameGetFarcasterUriSuccess,
  frameConnectFarcasterSuccess,
  frameGetSocialRedirectUriSuccess,
  frameGetUserSuccess,
  frameSignOutSuccess,
  frameIsConnectedSuccess,
  frameGetChainIdSuccess,
  frameRpcRequestSuccess,
  frameUpdateEmailSuccess,
  frameUpdateEmailPrimaryOtpSuccess,
  frameUpdateEmailSecondaryOtpSuccess,
  frameSyncThemeSuccess,
  frameSyncDappDataSuccess,
  frameGetSmartAccountEnabledNetworksSuccess,
  frameInitSmartAccountSuccess,
  frameSetPreferredAccountSuccess,
  frameReloadSuccess,
  frameRpcAbortSuccess,
  frameFrameHeight,
] as const

/** Any message the frame may post to the app. */
export const frameMessageSchema = z.discriminatedUnion('type', [...frameSuccessSchemas, ...frameErrorSchemas])
export type FrameMessage = z.infer<typeof frameMessageSchema>
export type FrameMessageType = FrameMessage['type']
export type FrameErrorMessage = Extract<FrameMessage, { type: `${string}_ERROR` }>
