import { SOCIAL_NETWORK_LABELS, safeExternalUrl, type SocialMedia } from 'shared-domain';
import { buttonClassName } from 'shared-ui';
import styles from './social-links.module.css';

/**
 * Social links typed by an organizer. Only http(s) URLs become links (a `javascript:` value is
 * dropped, never rendered as a target); they open in a new tab without access to this page.
 * `inHero`: centred under a page's hero title, with a small muted heading.
 */
export function SocialLinks({ socialMedia, title, inHero = false }: { socialMedia: SocialMedia | undefined; title: string; inHero?: boolean }) {
  const links = Object.entries(socialMedia ?? {})
    .map(([network, value]) => ({ network, url: safeExternalUrl(value) }))
    .filter((link): link is { network: string; url: string } => link.url !== null);
  if (links.length === 0) return null;
  return (
    <section className={inHero ? styles.inHero : undefined} aria-labelledby="social-links-title">
      <h2 id="social-links-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map(({ network, url }) => (
          <li key={network}>
            <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={url} target="_blank" rel="noopener noreferrer">
              {SOCIAL_NETWORK_LABELS[network as keyof typeof SOCIAL_NETWORK_LABELS] ?? network}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
