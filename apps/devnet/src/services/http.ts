import type { IncomingHttpHeaders } from 'node:http'
import type { z } from 'zod'

export type RouteContext = {
  method: string
  path: string
  params: Readonly<Record<string, string>>
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** The body parsed as JSON whatever the content-type (API.md §1: POSTs often come as text/plain). */
  body: unknown
  rawBody: string
}

export type Reply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; contentType: string; headers?: Record<string, string> }

export type Route = {
  method: 'GET' | 'POST'
  /** Segments starting with ':' capture a parameter. */
  path: string
  /** std calls of the blockchain API must carry a projectId (query or JSON body). */
  requiresProjectId?: boolean
  handle(ctx: RouteContext): Reply | Promise<Reply>
}

/** Thrown by handlers to answer with a JSON error body instead of a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message)
  }
}

export function errorBody(message: string, name = 'request'): unknown {
  return { status: 'FAILED', message, reasons: [{ name, description: message }] }
}

export function json(body: unknown, status = 200): Reply {
  return { status, json: body }
}

/** Validates the JSON body of a request; a bad body is the caller's fault, so 400. */
export function parseBody<T extends z.ZodType>(ctx: RouteContext, schema: T): z.infer<T> {
  const result = schema.safeParse(ctx.body)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new HttpError(400, `Invalid body: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'unreadable'}`)
  }
  return result.data
}

export function requireQuery(ctx: RouteContext, name: string): string {
  const value = ctx.query.get(name)
  if (value === null || value === '') throw new HttpError(400, `Missing query parameter: ${name}`)
  return value
}
