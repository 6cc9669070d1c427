import type { SuperadminUser } from '@assist/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Table, TableBody, TableHead, TableRow, Td, Th } from '../../../components/ui/table';
import { useBreakpoint } from '../../../lib/use-breakpoint';

export interface AccountColumn<U extends SuperadminUser> {
  key: string;
  /** The column title (table) or the field label (phone card). */
  label: ReactNode;
  cell: (user: U) => ReactNode;
  /** The first column heads the phone card instead of being a labelled field. */
  primary?: boolean;
}

interface AccountListProps<U extends SuperadminUser> {
  users: U[];
  columns: AccountColumn<U>[];
  actions: (user: U) => ReactNode;
  label: string;
  /** Prefix of each row's test id: `<prefix>-<email>`. */
  rowTestId: string;
}

/** Accounts as a table on tablets and desktops (scrolling sideways if needed) and as cards on phones. */
export function AccountList<U extends SuperadminUser>({
  users,
  columns,
  actions,
  label,
  rowTestId,
}: AccountListProps<U>) {
  const { t } = useTranslation('superadmin');
  const phone = useBreakpoint() === 'mobile';
  if (phone) {
    return (
      <ul className="flex flex-col gap-3" aria-label={label}>
        {users.map((user) => (
          <li key={user.id}>
            <Card className="flex flex-col gap-3 p-4" data-testid={`${rowTestId}-${user.email}`}>
              {columns.map((column) =>
                column.primary ? (
                  <div key={column.key}>{column.cell(user)}</div>
                ) : (
                  <div key={column.key} className="flex items-center justify-between gap-3 text-sm">
                    <span className="text-ink-muted">{column.label}</span>
                    <span className="text-end">{column.cell(user)}</span>
                  </div>
                ),
              )}
              <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-3">{actions(user)}</div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <Th key={column.key}>{column.label}</Th>
          ))}
          <Th align="end">{t('columns.actions')}</Th>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} data-testid={`${rowTestId}-${user.email}`}>
            {columns.map((column) => (
              <Td key={column.key} className={column.primary ? 'max-w-64' : 'whitespace-nowrap'}>
                {column.cell(user)}
              </Td>
            ))}
            <Td>
              <div className="flex justify-end gap-2">{actions(user)}</div>
            </Td>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
