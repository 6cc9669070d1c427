import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { areaIcons } from '../../../components/area-icons';
import type { HomeLink } from '../home-cards';

/** A large tappable card that opens an area. */
export function AreaCard({ link }: { link: HomeLink }) {
  const { t } = useTranslation('home');
  const Icon = areaIcons[link.area];
  return (
    <Link
      to={link.path}
      data-testid={`home-card-${link.area}`}
      className="group flex min-h-32 flex-col gap-3 rounded-xl border border-line bg-surface p-5 shadow-sm transition hover:border-brand hover:shadow-md"
    >
      <div className="flex items-center justify-between">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-soft text-brand-strong">
          <Icon className="size-6" />
        </span>
        <ArrowRight
          className="size-5 text-ink-muted transition group-hover:text-brand rtl:-scale-x-100"
          aria-hidden="true"
        />
      </div>
      <div>
        <h3 className="text-lg font-semibold">
          {t(`cards.${link.area}.title`, { defaultValue: t(`layout:nav.${link.area}`) })}
        </h3>
        <p className="text-sm text-ink-muted">{t(`cards.${link.area}.text`, { defaultValue: '' })}</p>
      </div>
    </Link>
  );
}
