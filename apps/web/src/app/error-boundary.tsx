import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './screens/app-error-screen';

interface State {
  failed: boolean;
}

/** Catches a crash anywhere below and shows the App Error screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('App crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AppErrorScreen /> : this.props.children;
  }
}

/** `/__crash` throws while rendering so tests can see the error screen. */
export function CrashRoute(): never {
  throw new Error('Deliberate crash for testing the error screen (/__crash)');
}
