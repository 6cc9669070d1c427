import type { RegisterRequest } from '@assist/domain';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardDescription, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ForgotPasswordForm, preloadAuthForms, RegisterForm, TeamLoginForm, VerifyForm } from './lazy-forms';
import { ManagerLoginForm } from './manager-login-form';

export type AuthTab = 'manager' | 'team' | 'register' | 'verify';

/** The demo pharmacy account "Watch Demo" opens (DESIGN §5). */
export const demoLogin = { email: 'pharmacy@demo.assist', password: 'demo1234' };

interface AuthTabsProps {
  initialTab: AuthTab;
  demo: boolean;
}

/**
 * Manager, Team Member, Register, Verify (the last three, and Forgot password, load lazily: lazy-forms.tsx; a tab waits for its form in place). Register success opens Verify (enabled only then)
 * with the email; verify success returns to Manager with the email filled in.
 */
export function AuthTabs({ initialTab, demo }: AuthTabsProps) {
  const { t } = useTranslation('auth');
  const { t: tReset } = useTranslation('passwordReset');
  const [tab, setTab] = useState<AuthTab>(initialTab === 'verify' ? 'manager' : initialTab);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [pendingBefore, setPendingBefore] = useState(false);
  // The registration typed for an e-mail that waited for its code: it goes with the code.
  const [pendingRegistration, setPendingRegistration] = useState<RegisterRequest | null>(null);
  const [managerEmail, setManagerEmail] = useState(demo ? demoLogin.email : '');
  const [managerFormKey, setManagerFormKey] = useState(0);
  // "Forgot password?" replaces the Manager form, with the e-mail typed there (null: signing in).
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  useEffect(() => preloadAuthForms(), []);

  const heading = (key: AuthTab) => (
    <div className="mb-4">
      <CardTitle className="text-base">{t(`${key}.title`)}</CardTitle>
      <CardDescription>{t(`${key}.description`)}</CardDescription>
    </div>
  );

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
      <TabsList aria-label={t('tabsLabel')} className="grid-cols-4">
        <TabsTrigger value="manager" data-testid="tab-manager">
          {t('tabs.manager')}
        </TabsTrigger>
        <TabsTrigger value="team" data-testid="tab-team">
          {t('tabs.team')}
        </TabsTrigger>
        <TabsTrigger value="register" data-testid="tab-register">
          {t('tabs.register')}
        </TabsTrigger>
        <TabsTrigger value="verify" disabled={!registeredEmail} data-testid="tab-verify">
          {t('tabs.verify')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="manager">
        {resetEmail === null ? heading('manager') : <CardTitle className="mb-4 text-base">{tReset('title')}</CardTitle>}
        {demo && managerEmail === demoLogin.email && (
          <p className="mb-4 rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-strong" data-testid="demo-notice">
            {t('manager.demoNotice')}
          </p>
        )}
        {resetEmail === null ? (
          <ManagerLoginForm
            key={managerFormKey}
            defaultEmail={managerEmail}
            defaultPassword={demo && managerEmail === demoLogin.email ? demoLogin.password : ''}
            onForgotPassword={setResetEmail}
            onVerifyEmail={(email) => {
              setRegisteredEmail(email);
              setPendingBefore(true);
              setPendingRegistration(null);
              setTab('verify');
            }}
          />
        ) : (
          <Suspense fallback={null}>
            <ForgotPasswordForm
              defaultEmail={resetEmail}
              onDone={(email) => {
                if (email) setManagerEmail(email);
                setManagerFormKey((k) => k + 1);
                setResetEmail(null);
              }}
            />
          </Suspense>
        )}
      </TabsContent>
      <TabsContent value="team">
        {heading('team')}
        <Suspense fallback={null}>
          <TeamLoginForm />
        </Suspense>
      </TabsContent>
      <TabsContent value="register">
        {heading('register')}
        <Suspense fallback={null}>
          <RegisterForm
            onRegistered={(email, pending = false, registration) => {
              setRegisteredEmail(email);
              setPendingBefore(pending);
              setPendingRegistration(registration ?? null);
              setTab('verify');
            }}
          />
        </Suspense>
      </TabsContent>
      <TabsContent value="verify">
        {heading('verify')}
        {registeredEmail && (
          <Suspense fallback={null}>
            <VerifyForm
              key={`${registeredEmail}:${pendingBefore}`}
              email={registeredEmail}
              pending={pendingBefore}
              registration={pendingRegistration ?? undefined}
              onVerified={(email) => {
                setManagerEmail(email);
                setManagerFormKey((k) => k + 1);
                setTab('manager');
              }}
            />
          </Suspense>
        )}
      </TabsContent>
    </Tabs>
  );
}
