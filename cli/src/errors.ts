import { ZodError } from 'zod'
import { revealInvisible } from './output.js'

/**
 * Every failure the CLI reports. `code` is stable (tests and scripts switch on it) and
 * `suggestion` tells the user the next thing to try, because a bare error leaves them stuck.
 */
export class CliError extends Error {
  override name = 'CliError'
  readonly code: string
  readonly suggestion: string | undefined
  readonly lines: string[]

  constructor(code: string, message: string, options: { suggestion?: string; lines?: string[]; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.suggestion = options.suggestion
    this.lines = options.lines ?? []
  }
}

export class UnsafePathError extends CliError {
  constructor(path: string, reason: string) {
    super('UNSAFE_PATH', `Refusing unsafe path "${printable(path)}": ${reason}.`, {
      suggestion: 'The registry item is malformed or malicious; nothing was written.',
    })
  }
}

export class RegistryFetchError extends CliError {}
export class ConfigMissingError extends CliError {
  constructor(cwd: string) {
    super('CONFIG_MISSING', `No walletkit.json in ${cwd}.`, { suggestion: 'Run `walletkit init` first.' })
  }
}

/** Control characters would otherwise reach the terminal verbatim from untrusted registry data. */
export function printable(value: string): string {
  return revealInvisible(value).replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
}

export function zodLines(error: ZodError, label: string): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'
    return `${label} ${where}: ${issue.message}`
  })
}

/** The single place that turns any thrown value into output and an exit code. */
export function handleError(error: unknown, write: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): number {
  if (error instanceof CliError) {
    write(`error [${error.code}]: ${printable(error.message)}`)
    for (const line of error.lines) write(`  ${printable(line)}`)
    if (error.suggestion) write(`hint: ${printable(error.suggestion)}`)
    return error.code === 'MERGE_CONFLICTS' ? 2 : 1
  }
  if (error instanceof ZodError) {
    write('error [INVALID_INPUT]: invalid input')
    for (const line of zodLines(error, 'at')) write(`  ${printable(line)}`)
    return 1
  }
  const message = error instanceof Error ? error.message : String(error)
  write(`error [UNEXPECTED]: ${printable(message)}`)
  write('hint: This is a bug in walletkit; please report it with the command you ran.')
  return 1
}
