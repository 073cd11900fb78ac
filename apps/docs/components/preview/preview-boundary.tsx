'use client'

import * as React from 'react'

type State = { error: Error | null }

/** Keeps a failing preview from taking the page down, and says what failed. */
export class PreviewBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override render() {
    if (this.state.error) {
      return (
        <p role="alert" data-docs="preview-error">
          This preview failed: {this.state.error.message}
        </p>
      )
    }
    return this.props.children
  }
}
