import React, { type ReactNode } from 'react';
import { FormattedMessage } from 'dumi';

interface Props {
  children: ReactNode;
  /** What shows instead of the children that threw (nothing by default); `retry` renders them again. */
  fallback?: (error: Error, retry: () => void) => ReactNode;
  onError?: (error: Error) => void;
}

/** The site's one error boundary: a demo that crashes, the search's code that cannot load. */
export default class ErrorBoundary extends React.Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback?.(error, () => this.setState({ error: null })) ?? null;
  }
}

const demoCrash = (error: Error, retry: () => void) => (
  <div role="alert" className="rc-overflow-demo-crash">
    <p>
      <strong>
        <FormattedMessage id="site.demo.crashed" />
      </strong>
    </p>
    <pre style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{error.message}</pre>
    <button type="button" onClick={retry}>
      <FormattedMessage id="site.demo.retry" />
    </button>
  </div>
);

/** A demo's component: one that throws shows its message and Retry; the page keeps working. */
export const DemoBoundary = ({ component }: { component: unknown }) => (
  <ErrorBoundary fallback={demoCrash}>
    {React.createElement(component as React.ComponentType)}
  </ErrorBoundary>
);
