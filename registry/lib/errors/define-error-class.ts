import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/**
 * Builds a BaseError subclass for errors whose text never varies, so each catalogue entry is one
 * line that states its code and its exact SPEC text. `static code` lets callers and the code
 * snapshot read the code without constructing the error.
 *
 * @example
 * export class NetworkNotFoundError extends defineErrorClass('NetworkNotFoundError', 'NETWORK_NOT_FOUND', 'Network not found') {}
 */
export function defineErrorClass<const Code extends string>(name: string, code: Code, shortMessage: string) {
  return class extends BaseError {
    static readonly code: Code = code
    static readonly shortMessage: string = shortMessage
    override name = name
    override readonly code: Code = code
    constructor(parameters: BaseErrorParameters = {}) {
      super(code, shortMessage, parameters)
    }
  }
}
