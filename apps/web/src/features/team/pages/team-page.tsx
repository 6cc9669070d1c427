import type { TeamMember } from '@assist/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/use-toast';
import { useSignedInUser } from '../../auth/api';
import { useDeleteTeamMember, useTeamMembers, useUpdateTeamMember } from '../api';
import { CredentialsDialog, type Credentials } from '../components/credentials-dialog';
import { MemberCard } from '../components/member-card';
import { MemberDialog } from '../components/member-dialog';
import type { SavedMember } from '../components/member-form';
import { TeamEmpty, TeamLoadFailed, TeamLoading } from '../components/team-states';
import { teamErrorText } from '../error-text';
import { memberName } from '../member-form-schema';
import { isolate } from '../../../lib/bidi';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; member: TeamMember };

/** /team-management: the owner's team members, their roles, permissions and sign-in status. */
export function TeamPage() {
  const { t } = useTranslation('team');
  const user = useSignedInUser();
  const members = useTeamMembers();
  const update = useUpdateTeamMember();
  const remove = useDeleteTeamMember();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);

  const isSelf = (member: TeamMember) => user.isTeamMember && user.id === member.id;

  const onSaved = ({ member, password }: SavedMember) => {
    if (password) setCredentials({ name: isolate(memberName(member)), username: member.username, password });
  };

  const toggleActive = (member: TeamMember, isActive: boolean) =>
    update.mutate(
      { id: member.id, body: { isActive } },
      {
        onSuccess: (saved) =>
          toast({
            title: t('toast.updated'),
            description: t(saved.isActive ? 'toast.activatedText' : 'toast.deactivatedText', {
              name: isolate(memberName(saved)),
            }),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('toast.updateFailed'),
            description: teamErrorText(error, t, t('errors:generic')),
            variant: 'destructive',
          }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const name = isolate(memberName(deleting));
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: t('toast.deleted'), description: t('toast.deletedText', { name }), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('toast.deleteFailed'),
          description: teamErrorText(error, t, t('errors:generic')),
          variant: 'destructive',
        }),
    });
  };

  const add = () => setEditing({ mode: 'add' });
  const list = members.data ?? [];

  return (
    <div data-testid="team-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          list.length > 0 && (
            <Button onClick={add} data-testid="team-add">
              <UserPlus className="size-4" aria-hidden="true" />
              {t('add')}
            </Button>
          )
        }
      />
      {members.isPending && <TeamLoading />}
      {members.isError && <TeamLoadFailed error={members.error} onRetry={() => void members.refetch()} />}
      {members.isSuccess && list.length === 0 && <TeamEmpty onAdd={add} />}
      {list.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('listLabel')} data-testid="team-list">
          {list.map((member) => (
            <li key={member.id} className="flex">
              <MemberCard
                member={member}
                isSelf={isSelf(member)}
                togglePending={update.isPending && update.variables?.id === member.id}
                onToggleActive={(isActive) => toggleActive(member, isActive)}
                onEdit={() => setEditing({ mode: 'edit', member })}
                onDelete={() => setDeleting(member)}
              />
            </li>
          ))}
        </ul>
      )}
      <MemberDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        member={editing.mode === 'edit' ? editing.member : undefined}
        onSaved={onSaved}
      />
      <CredentialsDialog credentials={credentials} onClose={() => setCredentials(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteDialog.title')}
        description={deleting ? t('deleteDialog.description', { name: isolate(memberName(deleting)) }) : ''}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('deleteDialog.cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        testId="team-delete"
      />
    </div>
  );
}
