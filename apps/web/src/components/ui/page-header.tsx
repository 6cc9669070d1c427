import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The title row of a signed-in page; a text title also names the browser tab. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (typeof title !== 'string') return;
    document.title = `${title} · ${t('appName')}`;
    return () => {
      document.title = t('appName');
    };
  }, [title, t]);
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="page-title">
          {title}
        </h1>
        {description && <p className="mt-1 text-ink-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
