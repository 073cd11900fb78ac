// The confirmation's timings, least visible details and status lines, shared by the card in the
// frame and in the secure window (confirmation-ui.ts). The words are in strings/, per locale.

/**
 * How long the confirmation must have been fully visible before a click counts. Against a page
 * that reveals the frame right under a click the user meant for something else, and against a
 * double click that would approve the next request the moment it appears.
 */
export const confirmArmDelayMs = 500

/**
 * The least of the details the frame's box must show (all of them when they are shorter). A host
 * that squeezes the iframe until the rows collapse, header and buttons still on screen, would have
 * the user approve what they cannot read.
 */
export const minDetailsPx = 96

/** Shown when the card has stayed partly hidden this long: the buttons are off and the user should know why. */
export const hiddenHintDelayMs = 1000

/** What the status line under the rows says, as a key of the locale's table (strings/en.ts); '' for nothing. */
export type StatusKey = 'hintHidden' | 'hintUnseen' | 'hintAim' | 'hintTouch' | 'hintWindowOpen' | 'hintWindowBlocked' | 'working' | ''

/** Where the confirmation runs: the iframe on the app's page, or the top-level secure window. */
export type ConfirmationPlace = 'frame' | 'window'

/** The frame's hand-off to the secure window: the user's answer there, or why there is none. */
export type WindowAnswer = 'approve' | 'reject' | 'closed' | 'blocked'
