// The app's error boundary (the root route's, router.tsx): a page that fails to render, or whose
// lazy chunk fails to load (offline before it was cached, a deploy that removed it), shows the
// error page of spec §2 in place of the whole app, as react-router's `errorElement` did. The
// next navigation (Go Back, Go Home, the browser's buttons) tries the app again.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from './error-page';

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}

type Props = { locationKey: string; children: ReactNode };
/** `failedAt`: the location the error happened at; `undefined` while nothing failed. */
type State = { failed: boolean; failedAt: string | undefined };

// React catches render errors only in a class component's lifecycle methods.
class Boundary extends Component<Props, State> {
  override state: State = { failed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true, failedAt: undefined };
  }

  // Runs on every render: records where the error happened (the render that shows the error
  // page), and lifts it once the location has moved on. A reset keyed on the previous props
  // would fire at once when the error is thrown by the render of a new location.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { failedAt: props.locationKey };
    if (state.failedAt !== props.locationKey) return { failed: false, failedAt: undefined };
    return null;
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
