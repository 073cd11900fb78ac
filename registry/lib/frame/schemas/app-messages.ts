import { z } from 'zod'
import {
  chainIdSchema,
  chainNamespaceSchema,
  emailSchema,
  localeTagSchema,
  message,
  noPayload,
  otpSchema,
  preferredAccountTypeSchema,
  preflightCommitmentSchema,
  sendCallsParamsSchema,
  siwxMessageSchema,
  socialProviderSchema,
} from '@/registry/lib/frame/schemas/fields'

// App -> frame (`@w3m-app/…`), names and payload fields of API.md §5.

/** The context fields every RPC_REQUEST may carry. */
export const rpcRequestContext = {
  chainId: chainIdSchema.optional(),
  chainNamespace: chainNamespaceSchema.optional(),
  rpcUrl: z.string().optional(),
}

const sendCallsRequest = z.object({ method: z.literal('wallet_sendCalls'), params: sendCallsParamsSchema, ...rpcRequestContext })
export const signAndSendRequest = z.object({
  method: z.literal('solana_signAndSendTransaction'),
  params: z.looseObject({
    transaction: z.string(),
    options: z.looseObject({ preflightCommitment: preflightCommitmentSchema.optional() }).optional(),
  }),
  ...rpcRequestContext,
})
// The two methods above carry SPEC §5 rules; every other method is structurally checked only.
const specialMethods: ReadonlySet<string> = new Set(['wallet_sendCalls', 'solana_signAndSendTransaction'])
/** Any method without SPEC §5 rules of its own: structurally checked only. */
export const genericRpcRequest = z.object({
  method: z
    .string()
    .min(1)
    .refine((method) => !specialMethods.has(method)),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  ...rpcRequestContext,
})
export const rpcRequestPayloadSchema = z.union([sendCallsRequest, signAndSendRequest, genericRpcRequest])

export const appSwitchNetwork = message('@w3m-app/SWITCH_NETWORK', z.object({ chainId: chainIdSchema, rpcUrl: z.string().optional() }))
export const appConnectEmail = message('@w3m-app/CONNECT_EMAIL', z.object({ email: emailSchema }))
export const appConnectDevice = message('@w3m-app/CONNECT_DEVICE', noPayload)
export const appConnectOtp = message('@w3m-app/CONNECT_OTP', z.object({ otp: otpSchema }))
export const appConnectSocial = message(
  '@w3m-app/CONNECT_SOCIAL',
  z.object({
    uri: z.string(),
    preferredAccountType: preferredAccountTypeSchema.optional(),
    chainId: chainIdSchema.optional(),
    siwxMessage: siwxMessageSchema.optional(),
    rpcUrl: z.string().optional(),
  }),
)
export const appGetSocialRedirectUri = message('@w3m-app/GET_SOCIAL_REDIRECT_URI', z.object({ provider: socialProviderSchema }))
export const appGetUser = message(
  '@w3m-app/GET_USER',
  z
    .object({
      chainId: chainIdSchema.optional(),
      preferredAccountType: preferredAccountTypeSchema.optional(),
      socialUri: z.string().optional(),
      siwxMessage: siwxMessageSchema.optional(),
      rpcUrl: z.string().optional(),
    })
    .optional(),
)
export const appSignOut = message('@w3m-app/SIGN_OUT', noPayload)
// API.md §5: with a payload the token is required; no token means no payload.
export const appIsConnected = message('@w3m-app/IS_CONNECTED', z.object({ token: z.string() }).optional())
export const appGetChainId = message('@w3m-app/GET_CHAIN_ID', noPayload)
export const appRpcRequest = message('@w3m-app/RPC_REQUEST', rpcRequestPayloadSchema)
export const appUpdateEmail = message('@w3m-app/UPDATE_EMAIL', z.object({ email: emailSchema }))
export const appUpdateEmailPrimaryOtp = message('@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', z.object({ otp: otpSchema }))
export const appUpdateEmailSecondaryOtp = message('@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', z.object({ otp: otpSchema }))
export const appSyncTheme = message(
  '@w3m-app/SYNC_THEME',
  z.object({
    themeMode: z.enum(['light', 'dark']).optional(),
    themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    w3mThemeVariables: z.record(z.string(), z.string()).optional(),
  }),
)
export const appSyncDappData = message(
  '@w3m-app/SYNC_DAPP_DATA',
  z.object({
    metadata: z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }).optional(),
    sdkVersion: z.string().optional(),
    sdkType: z.enum(['w3m', 'appkit']).optional(),
    projectId: z.string(),
    // Ours, beyond API.md: the host's locale, so the frame's confirmation speaks it.
    locale: localeTagSchema.optional(),
  }),
)
export const appGetSmartAccountEnabledNetworks = message('@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS', noPayload)
export const appInitSmartAccount = message('@w3m-app/INIT_SMART_ACCOUNT', noPayload)
export const appSetPreferredAccount = message('@w3m-app/SET_PREFERRED_ACCOUNT', z.object({ type: preferredAccountTypeSchema }))
export const appGetFarcasterUri = message('@w3m-app/GET_FARCASTER_URI', noPayload)
export const appConnectFarcaster = message('@w3m-app/CONNECT_FARCASTER', noPayload)
export const appReload = message('@w3m-app/RELOAD', noPayload)
export const appRpcAbort = message('@w3m-app/RPC_ABORT', noPayload)

export const appMessageSchemas = [
  appSwitchNetwork,
  appConnectEmail,
  appConnectDevice,
  appConnectOtp,
  appConnectSocial,
  appGetSocialRedirectUri,
  appGetUser,
  appSignOut,
  appIsConnected,
  appGetChainId,
  appRpcRequest,
  appUpdateEmail,
  appUpdateEmailPrimaryOtp,
  appUpdateEmailSecondaryOtp,
  appSyncTheme,
  appSyncDappData,
  appGetSmartAccountEnabledNetworks,
  appInitSmartAccount,
  appSetPreferredAccount,
  appGetFarcasterUri,
  appConnectFarcaster,
  appReload,
  appRpcAbort,
] as const

/** Any message the app may post to the frame. */
export const appMessageSchema = z.discriminatedUnion('type', appMessageSchemas)
export type AppMessage = z.infer<typeof appMessageSchema>
export type AppMessageType = AppMessage['type']
/** `CONNECT_EMAIL` for `@w3m-app/CONNECT_EMAIL`: the name callers use. */
export type AppRequestName = AppMessageType extends `@w3m-app/${infer Name}` ? Name : never
export type AppPayload<N extends AppRequestName> = Extract<AppMessage, { type: `@w3m-app/${N}` }>['payload']
export type RpcRequestPayload = z.infer<typeof rpcRequestPayloadSchema>
