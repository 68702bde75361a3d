import { format } from '@shop/shared';
import { useAdminWords } from '../useAdminWords';
import { ConfirmDialog } from './ConfirmDialog';

/** Asks before a delete; `name` says what goes ('Cotton Robe', 'the review by Rima Haddad'). */
export function ConfirmDelete({
  name,
  onConfirm,
  onClose,
}: {
  name: string | undefined;
  onConfirm(): void;
  onClose(): void;
}) {
  const { admin: l } = useAdminWords();
  return (
    <ConfirmDialog
      confirmation={
        name === undefined
          ? undefined
          : {
              title: format(l.confirmDelete, { name }),
              text: l.confirmDeleteText,
              action: l.confirm,
              danger: true,
            }
      }
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
