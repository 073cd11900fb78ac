import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** A required piece of the connection was missing when an action ran (SPEC §8). */

export class AdapterUndefinedError extends defineErrorClass('AdapterUndefinedError', 'ADAPTER_UNDEFINED', 'adapter is undefined') {}

export class ConnectorUndefinedError extends defineErrorClass('ConnectorUndefinedError', 'CONNECTOR_UNDEFINED', 'connector is undefined') {}

export class ProviderUndefinedError extends defineErrorClass('ProviderUndefinedError', 'PROVIDER_UNDEFINED', 'provider is undefined') {}
