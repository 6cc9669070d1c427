import { type TeamPermission, teamPermissions } from '@assist/domain';
import { useTranslation } from 'react-i18next';

interface PermissionCheckboxesProps {
  value: readonly TeamPermission[];
  onChange: (next: TeamPermission[]) => void;
}

/** One checkbox per team permission; the value keeps the domain's order. */
export function PermissionCheckboxes({ value, onChange }: PermissionCheckboxesProps) {
  const { t } = useTranslation('team');
  const toggle = (permission: TeamPermission, checked: boolean) =>
    onChange(teamPermissions.filter((p) => (p === permission ? checked : value.includes(p))));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('form.permissions')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {teamPermissions.map((permission) => (
          <label
            key={permission}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={value.includes(permission)}
              onChange={(event) => toggle(permission, event.target.checked)}
              data-testid={`team-permission-${permission}`}
            />
            {t(`permissions.${permission}`)}
          </label>
        ))}
      </div>
      <p className="text-xs text-ink-muted">{t('form.permissionsHint')}</p>
    </fieldset>
  );
}
