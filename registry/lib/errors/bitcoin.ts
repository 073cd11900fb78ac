import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** Bitcoin (bip122) request errors; the SPEC has no text for them, so the text says what is wrong. */

/** A PSBT that is not BIP-174 (bad base64, no magic bytes) or a signing request without inputs; nothing reached the wallet. */
export class InvalidPsbtError extends defineErrorClass('InvalidPsbtError', 'PSBT_INVALID', 'Invalid PSBT') {}
