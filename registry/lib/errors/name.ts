import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/** The profile service's error body carries reasons (API.md "Profile error body"). */
export type NameServiceReason = { name?: string | undefined; description?: string | undefined }
export type NameServiceErrorParameters = BaseErrorParameters & { reasons?: readonly NameServiceReason[] | undefined }

/** SPEC §8: the service's first reason, when it gives one, says more than our generic text. */
function headline(fallback: string, reasons: readonly NameServiceReason[] | undefined): string {
  const description = reasons?.[0]?.description?.trim()
  return description ? description : fallback
}

abstract class NameServiceError extends BaseError {
  readonly reasons: readonly NameServiceReason[]
  constructor(code: string, fallback: string, { reasons, ...parameters }: NameServiceErrorParameters) {
    super(code, headline(fallback, reasons), parameters)
    this.reasons = reasons ?? []
  }
}

export class NameResolveError extends NameServiceError {
  static readonly code = 'NAME_RESOLVE_FAILED'
  override name = 'NameResolveError'
  constructor(parameters: NameServiceErrorParameters = {}) {
    super(NameResolveError.code, 'Error resolving name', parameters)
  }
}

export class NameSuggestionsError extends NameServiceError {
  static readonly code = 'NAME_SUGGESTIONS_FAILED'
  override name = 'NameSuggestionsError'
  constructor(parameters: NameServiceErrorParameters = {}) {
    super(NameSuggestionsError.code, 'Error fetching name suggestions', parameters)
  }
}

export class NamesForAddressError extends NameServiceError {
  static readonly code = 'NAMES_FOR_ADDRESS_FAILED'
  override name = 'NamesForAddressError'
  constructor(parameters: NameServiceErrorParameters = {}) {
    super(NamesForAddressError.code, 'Error fetching names for address', parameters)
  }
}

export class NameRegisterError extends NameServiceError {
  static readonly code = 'NAME_REGISTER_FAILED'
  override name = 'NameRegisterError'
  readonly registeredName: string
  constructor({ name, ...parameters }: NameServiceErrorParameters & { name: string }) {
    super(NameRegisterError.code, `Error registering name ${name}`, parameters)
    this.registeredName = name
  }
}
