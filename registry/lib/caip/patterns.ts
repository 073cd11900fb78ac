/**
 * Character rules of the CAIP-2 and CAIP-10 standards. Kept apart from the parsers so that
 * parse and format agree on exactly the same grammar.
 */
export const caipReferencePattern = /^[-_a-zA-Z0-9]{1,32}$/
export const caipAccountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/
