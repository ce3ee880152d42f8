import { Component, type ErrorInfo, type ReactNode } from "react"

interface Props {
  children: ReactNode
  fallback: ReactNode
}

interface State {
  error: Error | null
}

/** A page that throws while rendering in the browser shows the fallback (the error page) instead of a blank page. */
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
