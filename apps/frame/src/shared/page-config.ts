import { z } from 'zod'

/** What the server tells the frame page about itself, embedded in /sdk as JSON. */
export const pageConfigSchema = z.object({
  projectId: z.string(),
  allowedOrigins: z.array(z.string()),
  evmChains: z.array(z.object({ chainId: z.number(), rpcUrl: z.string(), name: z.string() })),
  solanaRpcUrl: z.string(),
  version: z.string(),
})
export type PageConfig = z.infer<typeof pageConfigSchema>
