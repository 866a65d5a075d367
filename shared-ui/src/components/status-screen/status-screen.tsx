import { useId, type ReactNode } from 'react';
import './status-screen.css';

export interface StatusScreenProps {
  /** The page's heading, e.g. "404 - Page Not Found" or "Access Denied". */
  title: ReactNode;
  /** One or more short paragraphs under the heading. */
  children?: ReactNode;
  /** Links or buttons, e.g. "Go to Home". */
  actions?: ReactNode;
  /** `alert` for failures that interrupt the user (access denied, render failure); none for neutral states. */
  role?: 'alert';
}

/**
 * A whole-page message: not found, access denied, nothing selected, something went wrong.
 * A labelled section with an h1, so assistive technology lands on what happened.
 */
export function StatusScreen({ title, children, actions, role }: StatusScreenProps) {
  const titleId = useId();
  return (
    <section className="ft-status-screen" role={role} aria-labelledby={titleId}>
      <h1 id={titleId} className="ft-status-screen__title">
        {title}
      </h1>
      {children != null && <div className="ft-status-screen__body">{children}</div>}
      {actions != null && <div className="ft-status-screen__actions">{actions}</div>}
    </section>
  );
}
