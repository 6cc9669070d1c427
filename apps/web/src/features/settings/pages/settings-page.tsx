import { Building, Coins, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSignedInUser } from '../../auth/api';
import { CurrencyForm } from '../components/currency-form';
import { MarkupForm } from '../components/markup-form';
import { CoverForm } from '../../reorder/components/cover-form'; // lane reorder
import { PasswordForm } from '../components/password-form';
import { BusinessSummary } from '../components/business-summary';
import { ProfileForm } from '../components/profile-form';

const tabs = [
  { value: 'business', icon: Building },
  { value: 'currency', icon: Coins },
  { value: 'security', icon: Lock },
] as const;

/** /settings: business profile, currency and password (spec part 2, Account Settings). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useSignedInUser();
  return (
    <div data-testid="settings-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<LanguageSwitcher className="border border-line" />}
      />
      <Tabs defaultValue="business">
        <TabsList aria-label={t('title')} className="max-w-md">
          {tabs.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value} data-testid={`settings-tab-${value}`}>
              <Icon className="size-4" aria-hidden="true" />
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <Card>
              <CardHeader>
                <CardTitle>{t(`${value}.title`)}</CardTitle>
                <CardDescription>{t(`${value}.description`)}</CardDescription>
              </CardHeader>
              <CardContent>
                {value === 'business' &&
                  (user.isTeamMember ? <BusinessSummary user={user} /> : <ProfileForm user={user} />)}
                {value === 'currency' && (
                  <div className="flex flex-col gap-6">
                    <CurrencyForm user={user} />
                    {!user.isTeamMember && <MarkupForm user={user} />}
                    {!user.isTeamMember && user.capabilities.includes('inventory') && <CoverForm />}
                  </div>
                )}
                {value === 'security' && <PasswordForm />}
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
