import type { TeamMember } from '@assist/domain';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { MemberForm, type SavedMember } from './member-form';

interface MemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to edit; absent to add one. */
  member?: TeamMember | undefined;
  onSaved: (saved: SavedMember) => void;
}

/** The add/edit dialog; the form starts fresh every time it opens. */
export function MemberDialog({ open, onOpenChange, member, onSaved }: MemberDialogProps) {
  const { t } = useTranslation('team');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={member ? t('form.editTitle') : t('form.addTitle')}
        description={member ? t('form.editDescription') : t('form.addDescription')}
        data-testid="team-dialog"
      >
        {open && (
          <MemberForm
            key={member?.id ?? 'new'}
            member={member}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
