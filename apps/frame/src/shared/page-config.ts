import { z } from 'zod'

/** What the server tells the frame page about itself, embedded in /sdk as JSON. */
export const pageConfigSchema = z.object({
  projectId: z.string(),
  allowedOrigins: z.array(z.string()),
  evmChains: z.array(z.object({ chainId: z.number(), rpcUrl: z.string(), name: z.string() })),
  solanaRpcUrl: z.string(),
  /** DevSmartAccountFactory address on the EVM chains, when the server knows one. */
  smartAccountFactory: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .optional(),
  version: z.string(),
})
export type PageConfig = z.infer<typeof pageConfigSchema>
