import type { ShareCardImage } from '../share-cards/share-card-image';
import { combinedStylesheetLinks } from './combined-stylesheet';
import { linkInHead, type PageStylesheet } from './page-stylesheets';
import type { PageMeta } from './ssr-bundles';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON inside <script type="application/json">: `<` is escaped so no string in it can close the
 * element (`</script>`) or open a comment; U+2028/2029 for old JavaScript parsers reading it.
 */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The id of the script element holding the server's query cache (read by the shell before its first render). */
const SSR_STATE_ID = 'ssr-state';

/**
 * The locale and time zone this process formats dates in (the server render has no reader), read once: the browser
 * hydrates only when its own are the same, else its first render would differ from the server's wherever a date shows.
 */
const RENDERED_INTL = (() => {
  const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return `data-locale="${escapeHtml(locale)}" data-time-zone="${escapeHtml(timeZone)}"`;
})();

export interface ServerPage {
  /** The page's HTML inside #root. */
  rootHtml: string;
  /** The dehydrated query cache the page was rendered from. */
  state: unknown;
  /** `<title>`, e.g. "Premier League 2022/23 · KickOff Hub". */
  title: string;
  meta: PageMeta;
  /** Absolute URL of the page, for og:url; absolute image URLs are kept, relative ones resolved against it. */
  url: string;
  /** The page's share card (og:image, shown large in link previews); without one, the page's own image if any. */
  shareCard?: ShareCardImage;
}

type Tag = [attribute: string, name: string, content: string];

/** og:image and its size and text: the share card, resolved against the page's URL (link previews need absolute URLs). */
function imageTags({ meta, url, shareCard }: ServerPage): Tag[] {
  if (shareCard) {
    return [
      ['property', 'og:image', new URL(shareCard.path, url).href],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', String(shareCard.width)],
      ['property', 'og:image:height', String(shareCard.height)],
      ['property', 'og:image:alt', shareCard.alt],
    ];
  }
  return meta.image ? [['property', 'og:image', new URL(meta.image, url).href]] : [];
}

function metaTags(page: ServerPage): string {
  const { title, meta, url } = page;
  const tags: Tag[] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:site_name', title.slice(title.lastIndexOf(' · ') + 3)],
    ...imageTags(page),
    // A share card is made for the large preview; a page's own image (a logo) reads better small.
    ['name', 'twitter:card', page.shareCard ? 'summary_large_image' : 'summary'],
  ];
  return tags.map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`).join('\n    ');
}

/**
 * The shell's index.html with a server-rendered page: title, description and Open Graph tags in the
 * head, the page in #root, and the query cache it came from next to it. `stylesheets` (the shell's, then the
 * screen's, from page-stylesheets.ts) are linked at the end of the head as one (combined-stylesheet.ts): the
 * template is the built index.html, which links none.
 * @throws Error when the template lacks the elements the shell's index.html has (a changed template)
 */
export function composeHtml(template: string, page: ServerPage, stylesheets: readonly PageStylesheet[] = []): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no empty #root or no <title>');
  const description = `<meta name="description" content="${escapeHtml(page.meta.description)}" />`;
  return linkInHead(template, combinedStylesheetLinks(stylesheets))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n    ${metaTags(page)}`)
    .replace(/<meta name="description"[^>]*>/, () => description)
    .replace(root, () => `<div id="root">${page.rootHtml}</div>\n    <script id="${SSR_STATE_ID}" type="application/json" ${RENDERED_INTL}>${scriptJson(page.state)}</script>`);
}
