import type { ReactNode } from 'react';
import { MESSAGES, decodedUrlText } from 'shared-domain';
import { useDocumentTitle } from '../../utils/use-document-title';
import { buttonClassName } from '../button/button';
import { StatusScreen } from '../status-screen/status-screen';

export interface NotFoundScreenProps {
  /** The address asked for as the location holds it (path and query, %-escaped); shown decoded. */
  path: string;
  /** The "Go to Home" link: pass a router link with these props (default: a plain link to /). */
  renderHomeLink?: (link: { className: string; children: ReactNode }) => ReactNode;
}

const plainHomeLink: NonNullable<NotFoundScreenProps['renderHomeLink']> = (link) => <a href="/" {...link} />;

/**
 * The 404 page (spec §2 "any other path"): "404 - Page Not Found", the address asked for as a person
 * reads it (a malformed %-escape shows as typed) and a way home. One component for every place that
 * answers 404: the shell's unknown paths and the public screens whose `/:orgName/` address names no
 * such item of that organizer. It names the tab too, whatever route title the shell had.
 */
export function NotFoundScreen({ path, renderHomeLink = plainHomeLink }: NotFoundScreenProps) {
  useDocumentTitle(MESSAGES.pageNotFound);
  return (
    <StatusScreen title={MESSAGES.pageNotFound} actions={renderHomeLink({ className: buttonClassName({ variant: 'primary' }), children: MESSAGES.goToHome })}>
      <p>
        Nothing lives at <code>{decodedUrlText(path)}</code>.
      </p>
    </StatusScreen>
  );
}
