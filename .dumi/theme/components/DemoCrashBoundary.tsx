import React from 'react';
import { FormattedMessage } from 'dumi';

export default class DemoCrashBoundary extends React.Component<
  { children: React.ReactNode },
  { error: Error | null }
> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="rc-overflow-demo-crash">
        <p>
          <strong>
            <FormattedMessage id="site.demo.crashed" />
          </strong>
        </p>
        <pre style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{error.message}</pre>
        <button type="button" onClick={() => this.setState({ error: null })}>
          <FormattedMessage id="site.demo.retry" />
        </button>
      </div>
    );
  }
}
