import React from 'react';

interface DemoCrashBoundaryProps {
  children: React.ReactNode;
  /** Chinese wording under a zh/cn locale. */
  chinese?: boolean;
}

interface DemoCrashBoundaryState {
  error: Error | null;
}

/** Keeps a throwing demo from taking the page down; Retry renders it again. */
export default class DemoCrashBoundary extends React.Component<
  DemoCrashBoundaryProps,
  DemoCrashBoundaryState
> {
  state: DemoCrashBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): DemoCrashBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const zh = this.props.chinese;
    return (
      <div role="alert" className="rc-overflow-demo-crash" data-demo-crashed="">
        <p>
          <strong>{zh ? '这个示例崩溃了。' : 'This demo has crashed.'}</strong>
        </p>
        <pre style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{error.message}</pre>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {zh ? '重试' : 'Retry'}
        </button>
      </div>
    );
  }
}
