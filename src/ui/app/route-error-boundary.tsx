import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { Error as ErrorIcon, Refresh } from '@blueprintjs/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  /** The translated texts: the boundary is a class and cannot use the hooks. */
  readonly title: string;
  readonly description: string;
  readonly reload: string;
  /** Changing it (a new path) gives the screen another chance. */
  readonly resetKey: string;
}

interface State {
  readonly failedAt: string | null;
}

/**
 * Catches a bug in one route's screen (errors that are values never get here): a translated panel
 * with a reload button replaces the screen, the shell stays usable, and another path is tried afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ failedAt: null });
    }
  }

  override render(): ReactNode {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <div data-testid="route-error">
        <NonIdealState
          className="screen"
          icon={<ErrorIcon size={48} />}
          title={this.props.title}
          description={this.props.description}
          action={
            <Button icon={<Refresh />} intent={Intent.PRIMARY} onClick={() => window.location.reload()}>
              {this.props.reload}
            </Button>
          }
        />
      </div>
    );
  }
}
