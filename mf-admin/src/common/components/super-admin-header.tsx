import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, PageHeader, buttonClassName } from 'shared-ui';

/** The header of a super-admin-only page: its title, the SUPERADMIN badge, Back to Admin and the page's own actions. */
export function SuperAdminHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <PageHeader
      title={title}
      subtitle={<Badge tone="accent">SUPERADMIN</Badge>}
      actions={
        <>
          <Link className={buttonClassName({ variant: 'ghost' })} to="/admin">
            Back to Admin
          </Link>
          {actions}
        </>
      }
    />
  );
}
