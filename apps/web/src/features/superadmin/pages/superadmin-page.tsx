import { CreditCard, HardDrive, type LucideIcon, Settings, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { BackupsCard } from '../../backups/components/backups-card';
import { DeletedTab } from '../components/deleted-tab';
import { SettingsTab } from '../components/settings-tab';
import { StatsCards } from '../components/stats-cards';
import { SubscriptionsTab } from '../components/subscriptions-tab';
import { UsersTab } from '../components/users-tab';
import { TestPageLinks } from '../../test-pages/components/test-page-links';

const tabs: { value: string; icon: LucideIcon; Panel: () => React.JSX.Element }[] = [
  { value: 'users', icon: Users, Panel: UsersTab },
  { value: 'subscriptions', icon: CreditCard, Panel: SubscriptionsTab },
  { value: 'deleted', icon: Trash2, Panel: DeletedTab },
  { value: 'settings', icon: Settings, Panel: SettingsTab },
  // Lane ops (issue 29): backups, Back up now, time and keep.
  { value: 'backups', icon: HardDrive, Panel: BackupsCard },
];

/** /superadmin-dashboard: system stats, accounts, subscriptions, deleted accounts and settings. */
export function SuperadminPage() {
  const { t } = useTranslation('superadmin');
  return (
    <div data-testid="superadmin-page">
      <PageHeader title={t('title')} description={t('description')} actions={<TestPageLinks />} />
      <StatsCards />
      <Tabs defaultValue="users">
        <TabsList aria-label={t('title')} className="lg:max-w-2xl">
          {tabs.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value} data-testid={`superadmin-tab-${value}`}>
              <Icon className="size-4 max-sm:hidden" aria-hidden="true" />
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
