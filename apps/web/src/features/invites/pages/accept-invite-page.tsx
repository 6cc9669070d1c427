import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../i18n/error-text';
import { PublicHeader } from '../../landing/components/public-header';
import { useInviteCheck } from '../api';
import { AcceptInviteForm } from '../components/accept-invite-form';

/**
 * /invite/:token, the link of an invitation e-mail: open to anyone. A good link asks for a password
 * (then signup completion); a used, expired or unknown one says so and leads to sign-in.
 */
export function AcceptInvitePage() {
  const { t } = useTranslation('invites');
  const { token = '' } = useParams();
  const check = useInviteCheck(token);

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader showAuthLinks={false} />
      <main className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
        <Card className="w-full max-w-md" data-testid="invite-accept">
          <CardHeader>
            <CardTitle className="text-2xl">{t('accept.title')}</CardTitle>
            {check.data && (
              <CardDescription>
                {t('accept.description')} <bdi className="inline-block font-medium text-ink">{check.data.email}</bdi>
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            {check.isPending && <Spinner />}
            {check.error && (
              <div className="flex flex-col gap-4">
                <FormAlert message={errorText(check.error, t, t('errors:generic'))} testId="invite-link-error" />
                <Link to="/auth" className="text-sm font-medium text-brand underline" data-testid="invite-sign-in">
                  {t('accept.signIn')}
                </Link>
              </div>
            )}
            {check.data && <AcceptInviteForm token={token} email={check.data.email} />}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
