import { Copy, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';

export interface Credentials {
  name: string;
  username: string;
  password: string;
}

interface CredentialsDialogProps {
  credentials: Credentials | null;
  onClose: () => void;
}

/**
 * The sign-in details of a member just added (or given a new password), shown once so the
 * manager can hand them over: only the password's hash is kept, it cannot be viewed later.
 */
export function CredentialsDialog({ credentials, onClose }: CredentialsDialogProps) {
  const { t } = useTranslation('team');
  const copy = async () => {
    if (!credentials) return;
    const text = `${t('credentials.username')}: ${credentials.username}\n${t('credentials.password')}: ${credentials.password}`;
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('credentials.copied'), description: t('credentials.copiedText'), variant: 'success' });
    } catch {
      toast({
        title: t('credentials.copyFailed'),
        description: t('credentials.copyFailedText'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog open={credentials !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('credentials.title')}
        description={credentials ? t('credentials.description', { name: credentials.name }) : undefined}
        className="max-w-md"
        data-testid="team-credentials"
      >
        {credentials && (
          <div className="flex flex-col gap-4">
            <dl className="flex flex-col gap-3 rounded-lg bg-subtle p-4">
              {(['username', 'password'] as const).map((field) => (
                <div key={field} className="flex flex-wrap items-baseline justify-between gap-2">
                  <dt className="text-sm text-ink-muted">{t(`credentials.${field}`)}</dt>
                  <dd
                    dir="ltr"
                    className="select-all font-mono text-lg font-semibold tracking-wide"
                    data-testid={`team-credentials-${field}`}
                  >
                    {credentials[field]}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="flex items-start gap-2 text-sm text-ink-muted">
              <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('credentials.teamLogin')}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => void copy()} data-testid="team-credentials-copy">
                <Copy className="size-4" aria-hidden="true" />
                {t('credentials.copy')}
              </Button>
              <DialogClose asChild>
                <Button data-testid="team-credentials-done">{t('credentials.done')}</Button>
              </DialogClose>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
