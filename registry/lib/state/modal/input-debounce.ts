/**
 * SPEC §9 debounce: how long typing pauses before a flow asks a service about what was typed
 * (swap and on-ramp quotes, the name availability check, Send's receiver name lookup). Every
 * input flow waits this long, so the modal feels the same wherever the user types; tests pass
 * their own `debounceMs` where a flow takes one.
 *
 * @example
 * timer = setTimeout(lookUp, INPUT_DEBOUNCE_MS)
 */
export const INPUT_DEBOUNCE_MS = 500
