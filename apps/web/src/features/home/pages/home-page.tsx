import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { areaIcons } from '../../../components/area-icons';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { displayName } from '../../../lib/user-name';
import { useSignedInUser } from '../../auth/api';
import { useSignOut } from '../../auth/components/sign-out-dialog';
import { AreaCard } from '../components/area-card';
import { homeCardsFor, otherAreasFor, quickActionsFor } from '../home-cards';

/** "/" for a signed-in user: the areas they use most, quick actions and logout. */
export function HomePage() {
  const { t } = useTranslation('home');
  const user = useSignedInUser();
  const { signOut, dialog } = useSignOut();
  const cards = homeCardsFor(user);
  const actions = quickActionsFor(user);
  const others = cards.length === 0 ? otherAreasFor(user, cards) : [];

  return (
    <div data-testid="home-page">
      {dialog}
      <PageHeader
        title={t('welcome', { name: displayName(user) })}
        description={user.businessName || t('subtitle')}
        actions={
          <Button variant="outline" onClick={signOut} data-testid="home-logout">
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('layout:logout')}
          </Button>
        }
      />
      {cards.length > 0 && (
        <section aria-label={t('cardsLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((link) => (
            <AreaCard key={link.area} link={link} />
          ))}
        </section>
      )}
      {others.length > 0 && (
        <section aria-label={t('yourAreas')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {others.map((link) => (
            <AreaCard key={link.area} link={link} />
          ))}
        </section>
      )}
      {actions.length > 0 && (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>{t('quickActions.title')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {actions.map(({ area, path }) => {
              const Icon = areaIcons[area];
              return (
                <Link
                  key={area}
                  to={path}
                  className={buttonClass('outline', 'lg', 'justify-start')}
                  data-testid={`quick-${area}`}
                >
                  <Icon className="size-5 text-brand" />
                  {t(`quickActions.${area}`)}
                </Link>
              );
            })}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
