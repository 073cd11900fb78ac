/** User-facing strings of the Networks and UnsupportedChain views. */
export const networksViewStrings = {
  active: 'Active',
  switchFailed: 'Network switch failed',
  unsupportedTitle: 'Switch Network',
  unsupportedBody: "This app doesn't support your current network. Switch to an available option to continue.",
  disconnect: 'Disconnect',
  switchingDisabled: 'Network switching is turned off for this app',
} as const
