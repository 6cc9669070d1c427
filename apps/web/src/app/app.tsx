import { AppRoutes } from './app-routes';
import { AppErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { AppLifecycle } from './pwa/app-lifecycle';
import { PwaPrompts } from './pwa/pwa-prompts';

export function App() {
  return (
    <Providers>
      <AppErrorBoundary>
        <AppRoutes />
        <PwaPrompts />
        <AppLifecycle />
      </AppErrorBoundary>
    </Providers>
  );
}
