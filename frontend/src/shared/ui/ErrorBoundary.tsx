import { Component, type ErrorInfo, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** Shown instead of the children once they failed (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Lets a widget or a lazily loaded part fail alone, without breaking the page around it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasFailed: boolean }> {
  state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("A page part failed to render", error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.hasFailed ? (this.props.fallback ?? null) : this.props.children;
  }
}
