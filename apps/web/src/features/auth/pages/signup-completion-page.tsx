import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSignedInUser } from '../api';
import { AccountFrame } from '../components/account-frame';
import { SignupCompletionForm } from '../components/signup-completion-form';

/** "/" and "/signup" for a signed-in user whose signup is unfinished. */
export function SignupCompletionPage() {
  const { t } = useTranslation('auth');
  const user = useSignedInUser();
  return (
    <AccountFrame>
      <Card data-testid="signup-completion">
        <CardHeader>
          <CardTitle className="text-2xl">{t('signup.title')}</CardTitle>
          <CardDescription>{t('signup.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SignupCompletionForm user={user} />
        </CardContent>
      </Card>
    </AccountFrame>
  );
}
