import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PublicHeader } from '../../landing/components/public-header';
import { type AuthTab, AuthTabs } from '../components/auth-tabs';

const tabs: AuthTab[] = ['manager', 'team', 'register'];

/** /auth: always available. `?demo=1` fills in the demo account; `?tab=register` opens Register. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const demo = params.get('demo') === '1';
  const requested = params.get('tab') as AuthTab | null;
  const initialTab: AuthTab = !demo && requested && tabs.includes(requested) ? requested : 'manager';

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader showAuthLinks={false} />
      <main className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
        <Card className="w-full max-w-xl">
          <CardHeader className="items-center text-center">
            <CardTitle className="text-2xl" data-testid="auth-title">
              {t('title')}
            </CardTitle>
            <CardDescription>{t('subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            <AuthTabs key={`${initialTab}-${demo}`} initialTab={initialTab} demo={demo} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
