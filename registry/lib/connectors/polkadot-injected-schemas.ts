import { z } from 'zod'

/**
 * The shapes a Polkadot extension puts on `window.injectedWeb3` and answers with (the
 * @polkadot/extension-inject interfaces), validated where they enter the kit. Loose objects:
 * extensions add fields of their own.
 */
const fn = <T extends (...args: never[]) => unknown>() => z.custom<T>((value) => typeof value === 'function')

/** One `window.injectedWeb3[source]` entry: the new `connect` or the older `enable` entry point. */
export const injectedWindowProviderSchema = z
  .object({
    connect: fn<(origin: string) => Promise<unknown>>().optional(),
    enable: fn<(origin: string) => Promise<unknown>>().optional(),
    version: z.string().optional(),
  })
  .loose()
  .refine((entry) => Boolean(entry.connect ?? entry.enable), 'a connect or enable function')

/** An account as the extension shares it; `genesisHash` set means "only for that chain". */
export const injectedAccountSchema = z
  .object({
    address: z.string().min(1),
    genesisHash: z.string().nullish(),
    name: z.string().optional(),
    type: z.string().optional(),
  })
  .loose()

export type InjectedAccount = z.output<typeof injectedAccountSchema>

export const injectedAccountsSchema = z.array(z.unknown()).transform((list) =>
  list.flatMap((item) => {
    // One malformed account must not hide the others.
    const parsed = injectedAccountSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  }),
)

/** What `enable(origin)` / `connect(origin)` resolves with (an `Injected` / `InjectedExtension`). */
export const injectedSchema = z
  .object({
    accounts: z
      .object({
        get: fn<(anyType?: boolean) => Promise<unknown>>(),
        subscribe: fn<(callback: (accounts: unknown) => void) => unknown>().optional(),
      })
      .loose(),
    signer: z
      .object({
        signRaw: fn<(payload: { address: string; data: string; type: 'bytes' | 'payload' }) => Promise<unknown>>().optional(),
        signPayload: fn<(payload: Record<string, unknown>) => Promise<unknown>>().optional(),
      })
      .loose(),
    name: z.string().optional(),
    version: z.string().optional(),
  })
  .loose()

export type Injected = z.output<typeof injectedSchema>

/**
 * signRaw's and signPayload's answer: a 0x signature (64 bytes sr25519/ed25519, 65 ecdsa; one more
 * with a key-type byte) and, when the payload asked for it, the signed transaction.
 */
export const signerResultSchema = z
  .object({
    id: z.number().optional(),
    signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){64,66}$/),
    signedTransaction: z
      .string()
      .regex(/^0x(?:[0-9a-fA-F]{2})+$/)
      .optional(),
  })
  .loose()
