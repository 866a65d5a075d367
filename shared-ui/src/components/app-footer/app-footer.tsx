import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './app-footer.css';

export interface AppFooterProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
}

/** The page footer (a semantic <footer>) with centred, muted text. */
export function AppFooter({ className, children, ...rest }: AppFooterProps) {
  return (
    <footer {...rest} className={cx('ft-app-footer', className)}>
      <div className="ft-app-footer__inner">{children}</div>
    </footer>
  );
}
