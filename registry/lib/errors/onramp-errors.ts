import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/**
 * The provider URL could not be generated, so no purchase can start. SPEC §8 gives on-ramp
 * options and quotes fallbacks but none for the URL: the catalogue's generic failure text.
 */
export class OnrampUrlError extends defineErrorClass('OnrampUrlError', 'ONRAMP_URL_FAILED', 'Something went wrong') {}
