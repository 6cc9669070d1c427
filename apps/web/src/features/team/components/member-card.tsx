import type { TeamMember } from '@assist/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { memberName } from '../member-form-schema';

interface MemberCardProps {
  member: TeamMember;
  /** The signed-in team member's own card: it cannot deactivate or delete itself. */
  isSelf: boolean;
  togglePending: boolean;
  onToggleActive: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One member: name, username, employee number, role, permissions, status and its actions. */
export function MemberCard({ member, isSelf, togglePending, onToggleActive, onEdit, onDelete }: MemberCardProps) {
  const { t } = useTranslation('team');
  const name = memberName(member);
  const switchId = `team-member-active-${member.id}`;
  return (
    <Card className="flex w-full flex-col gap-4 p-5" data-testid={`team-member-${member.username}`}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-lg font-semibold text-brand-strong"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold" data-testid="team-member-name">
            <bdi>{name}</bdi>
          </h3>
          <p className="truncate text-sm text-ink-muted">
            <span dir="ltr">@{member.username}</span>
          </p>
          <p className="text-xs text-ink-muted">
            {t('card.employeeNumber')}{' '}
            <span dir="ltr" className="whitespace-nowrap font-mono">
              {member.employeeNumber}
            </span>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge tone={member.isActive ? 'success' : 'neutral'} data-testid="team-member-status">
            {member.isActive ? t('card.active') : t('card.inactive')}
          </Badge>
          {isSelf && <Badge tone="brand">{t('card.you')}</Badge>}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm">
          <span className="text-ink-muted">{t('card.role')}: </span>
          <span className="font-medium">{t(`roles.${member.role}`)}</span>
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.permissions')}>
          {member.permissions.length === 0 ? (
            <li className="text-sm text-ink-muted">{t('card.noPermissions')}</li>
          ) : (
            member.permissions.map((permission) => (
              <li key={permission}>
                <Badge tone="brand">{t(`permissions.${permission}`)}</Badge>
              </li>
            ))
          )}
        </ul>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <label htmlFor={switchId} className="flex min-h-11 items-center gap-2 text-sm">
          <Switch
            id={switchId}
            checked={member.isActive}
            disabled={isSelf || togglePending}
            onCheckedChange={onToggleActive}
            aria-label={t('card.toggleLabel', { name })}
            title={isSelf ? t('card.selfLocked') : undefined}
            data-testid={`team-toggle-${member.username}`}
          />
          {member.isActive ? t('card.active') : t('card.inactive')}
        </label>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={onEdit}
            aria-label={t('card.editLabel', { name })}
            title={t('card.edit')}
            data-testid={`team-edit-${member.username}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-danger hover:bg-danger-soft"
            onClick={onDelete}
            disabled={isSelf}
            aria-label={t('card.deleteLabel', { name })}
            title={isSelf ? t('card.selfLocked') : t('card.delete')}
            data-testid={`team-delete-${member.username}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
