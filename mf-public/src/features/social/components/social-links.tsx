import { SOCIAL_NETWORK_LABELS, safeExternalUrl, type SocialMedia } from 'shared-domain';
import { buttonClassName } from 'shared-ui';

/**
 * Social links typed by an organizer. Only http(s) URLs become links (a `javascript:` value is
 * dropped, never rendered as a target); they open in a new tab without access to this page.
 */
export function SocialLinks({ socialMedia, title }: { socialMedia: SocialMedia | undefined; title: string }) {
  const links = Object.entries(socialMedia ?? {})
    .map(([network, value]) => ({ network, url: safeExternalUrl(value) }))
    .filter((link): link is { network: string; url: string } => link.url !== null);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="social-links-title">
      <h2 id="social-links-title">{title}</h2>
      <ul className="public-social">
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
