import { cx } from '../../utils/cx';
import './nav-link.css';

export interface NavLinkClassNameOptions {
  /** Marks the current page's link. Links with aria-current="page" (React Router's NavLink sets it) look active anyway. */
  active?: boolean;
  className?: string;
}

/**
 * The classes of a header navigation link, for the apps' router links.
 *
 * @example <NavLink to="/teams" className={({ isActive }) => navLinkClassName({ active: isActive })}>Teams</NavLink>
 */
export function navLinkClassName({ active = false, className }: NavLinkClassNameOptions = {}): string {
  return cx('ft-nav-link', active && 'ft-nav-link--active', className);
}
