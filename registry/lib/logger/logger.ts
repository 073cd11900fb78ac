export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

export type Logger = {
  level: LogLevel
  enabled: boolean
  debug: (...args: unknown[]) => void
  info: (...args: unknown[]) => void
  warn: (...args: unknown[]) => void
  error: (...args: unknown[]) => void
}

/**
 * The only place in lib/ that writes to the console. Enabled by default at level "error"
 * (SPEC §9: logger enabled, toolkit log level error); hosts lower or silence it.
 *
 * @example
 * logger.level = 'debug'
 */
export const logger: Logger = {
  level: 'error',
  enabled: true,
  debug: (...args) => write('debug', args),
  info: (...args) => write('info', args),
  warn: (...args) => write('warn', args),
  error: (...args) => write('error', args),
}

function write(level: Exclude<LogLevel, 'silent'>, args: unknown[]): void {
  if (!logger.enabled || order[level] < order[logger.level]) return
  const sink = level === 'debug' ? console.debug : level === 'info' ? console.info : level === 'warn' ? console.warn : console.error
  sink('[walletkit]', ...args)
}
