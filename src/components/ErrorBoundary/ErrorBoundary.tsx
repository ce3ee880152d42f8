import { Component, type ErrorInfo, type ReactNode } from "react"

interface Props {
  children: ReactNode
  /** Shown instead of the children once rendering them threw. */
  fallback: ReactNode
}

interface State {
  error: Error | null
}

/**
 * Catches an error thrown while rendering a page in the browser and shows the
 * fallback (the error page with a link home) instead of a blank page.
 * Wrapped around every page in wrapPageElement (src/root-wrapper.tsx).
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unexpected application error:", error, info.componentStack)
  }

  render(): ReactNode {
    return this.state.error ? this.props.fallback : this.props.children
  }
}
