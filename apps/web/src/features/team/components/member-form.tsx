import { generatePassword, generateUsername, messages, type TeamMember, teamRoles } from '@assist/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dices } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { applyServerIssues } from '../../../lib/form-errors';
import { useCreateTeamMember, useUpdateTeamMember } from '../api';
import { teamErrorText } from '../error-text';
import { createMemberForm, editMemberForm, memberFormDefaults, memberName } from '../member-form-schema';
import { useUsernameStatus } from '../use-username-status';
import { PasswordInput } from './password-input';
import { PermissionCheckboxes } from './permission-checkboxes';
import { UsernameStatus } from './username-status';
import { isolate } from '../../../lib/bidi';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';

const fieldNames = ['username', 'password', 'firstName', 'lastName', 'role', 'permissions', 'isActive'] as const;

/** What the dialog hands back after a save: the member and the password to show once, if one was set. */
export interface SavedMember {
  member: TeamMember;
  password: string | undefined;
  created: boolean;
}

interface MemberFormProps {
  /** The member to edit; absent to add one. */
  member?: TeamMember | undefined;
  onSaved: (saved: SavedMember) => void;
  onCancel: () => void;
}

/** The add/edit form of a team member (spec part 2, Team page and §5 Team member). */
export function MemberForm({ member, onSaved, onCancel }: MemberFormProps) {
  const { t } = useTranslation('team');
  const editing = member !== undefined;
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const [revealed, setRevealed] = useState(false);
  const form = useForm({
    resolver: zodResolver(editing ? editMemberForm : createMemberForm),
    defaultValues: memberFormDefaults(member),
  });
  const { errors } = form.formState;
  const status = useUsernameStatus(form.watch('username'), member);
  const error = (name: (typeof fieldNames)[number]) => errors[name]?.message;

  const fill = (name: 'username' | 'password', value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true });

  const onSubmit = form.handleSubmit((values) => {
    const body = { ...values, firstName: values.firstName || null, lastName: values.lastName || null };
    const onError = (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 409) {
        form.setError('username', { type: 'server', message: messages.usernameTaken });
      }
      applyServerIssues(failure, form.setError, fieldNames);
      toast({
        title: editing ? t('toast.updateFailed') : t('toast.addFailed'),
        description: teamErrorText(failure, t, t('errors:generic')),
        variant: 'destructive',
      });
    };
    const onSuccess = (saved: TeamMember) => {
      const name = isolate(memberName(saved));
      toast(
        editing
          ? { title: t('toast.updated'), description: t('toast.updatedText', { name }), variant: 'success' }
          : { title: t('toast.added'), description: t('toast.addedText', { name }), variant: 'success' },
      );
      onSaved({ member: saved, password: values.password || undefined, created: !editing });
    };
    if (member) update.mutate({ id: member.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="team-form">
      <FormField
        id="team-username"
        label={t('form.username')}
        error={error('username')}
        hint={status === 'idle' ? t('form.usernameHint') : <UsernameStatus status={status} />}
      >
        <div className="flex gap-2">
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="min-w-0 flex-1"
            {...fieldAria('team-username', error('username'))}
            aria-invalid={error('username') || status === 'taken' ? true : undefined}
            {...form.register('username')}
          />
          <Button
            variant="outline"
            onClick={() => fill('username', generateUsername())}
            title={t('form.generateUsername')}
            aria-label={t('form.generateUsername')}
            data-testid="team-generate-username"
          >
            <Dices className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('form.generate')}</span>
          </Button>
        </div>
      </FormField>
      <FormField
        id="team-password"
        label={t('form.password')}
        error={error('password')}
        hint={editing ? t('form.passwordKeep') : t('form.passwordHint')}
      >
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <PasswordInput
              revealed={revealed}
              onRevealedChange={setRevealed}
              autoComplete="new-password"
              autoCapitalize="none"
              spellCheck={false}
              {...fieldAria('team-password', error('password'))}
              {...form.register('password')}
            />
          </div>
          <Button
            variant="outline"
            onClick={() => {
              fill('password', generatePassword());
              setRevealed(true);
            }}
            title={t('form.generatePassword')}
            aria-label={t('form.generatePassword')}
            data-testid="team-generate-password"
          >
            <Dices className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('form.generate')}</span>
          </Button>
        </div>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="team-firstName" label={t('form.firstName')} error={error('firstName')}>
          <Input
            autoComplete="off"
            {...fieldAria('team-firstName', error('firstName'))}
            {...form.register('firstName')}
          />
        </FormField>
        <FormField id="team-lastName" label={t('form.lastName')} error={error('lastName')}>
          <Input autoComplete="off" {...fieldAria('team-lastName', error('lastName'))} {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField id="team-role" label={t('form.role')} error={error('role')}>
        <Select {...fieldAria('team-role', error('role'))} {...form.register('role')}>
          {teamRoles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <Controller
        control={form.control}
        name="permissions"
        render={({ field }) => <PermissionCheckboxes value={field.value ?? []} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-line px-3 py-2">
            <div>
              <Label htmlFor="team-active">{t('form.active')}</Label>
              <p className="text-xs text-ink-muted">{t('form.activeHint')}</p>
            </div>
            <Switch
              id="team-active"
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              data-testid="team-active"
            />
          </div>
        )}
      />
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} data-testid="team-cancel">
          {t('form.cancel')}
        </Button>
        <OnlineOnlyButton
          type="submit"
          loading={create.isPending || update.isPending}
          disabled={status === 'taken'}
          data-testid="team-save"
        >
          {editing ? t('form.save') : t('form.create')}
        </OnlineOnlyButton>
      </div>
    </form>
  );
}
