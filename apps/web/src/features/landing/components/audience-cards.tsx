import { Check, Pill, Truck } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

const audiences: { key: 'retailers' | 'suppliers'; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'retailers', icon: Pill },
  { key: 'suppliers', icon: Truck },
];

export function AudienceCards() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-surface py-16" aria-labelledby="audiences-title">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="audiences-title" className="mb-10 text-center text-3xl font-bold tracking-tight">
          {t('audiences.title')}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {audiences.map(({ key, icon: Icon }) => (
            <Card key={key} className="p-6 sm:p-8" data-testid={`audience-${key}`}>
              <div className="mb-4 flex items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand text-brand-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-xl font-semibold">{t(`audiences.${key}.title`)}</h3>
                  <p className="text-sm text-ink-muted">{t(`audiences.${key}.subtitle`)}</p>
                </div>
              </div>
              <ul className="flex flex-col gap-2.5">
                {(t(`audiences.${key}.points`, { returnObjects: true }) as string[]).map((point) => (
                  <li key={point} className="flex items-start gap-2 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
