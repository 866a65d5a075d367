import { isPaintableColour, readableTextOn, teamInitials } from 'shared-domain/team-colours';
import type { CardBadge, CardContent, CardFact, ResultLine, StandingLine } from './card-content';
import { SHARE_CARD_SIZE } from './share-card-paths';

type Style = Record<string, string | number>;

/**
 * An element as satori reads it (the shape React elements have): plain data, so it crosses to the
 * render worker as it is. Only `img` takes `src` (always a data: URI made here: satori fetches any
 * other URL, and a card never makes the server fetch an address an organizer typed).
 */
export interface CardNode {
  type: 'div' | 'img';
  props: { style: Style; children?: Array<CardNode | string>; src?: string; width?: number; height?: number };
}

/** The fonts' family names, in fallback order (card-fonts.ts loads one per script). */
const CARD_FONT_FAMILY = 'Inter, Inter-ext, Inter-cyrillic, Inter-greek, Inter-vietnamese';

/** The product's name, in each card's corner (as in every page's title: "… · KickOff Hub"). */
const PRODUCT_NAME = 'KickOff Hub';

/** The public pages' dark palette (shared-ui's tokens). */
const COLOR = { background: '#0b1220', surface: '#121b2d', line: '#1d2a45', text: '#f8fafc', muted: '#94a3b8', accent: '#4ade80', badge: '#18233a' } as const;
const PADDING = 56;
/** A match card's team column (crest and name), each side of the score. */
const SIDE_WIDTH = 330;

const div = (style: Style, ...children: Array<CardNode | string | null | false>): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children: children.filter((c): c is CardNode | string => c !== null && c !== false) },
});

/** One line of text, cut with an ellipsis when too long (names never wrap into the next row). */
const line = (text: string, style: Style): CardNode => div({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', ...style }, text);

/**
 * A team's crest (`images` holds the data: URI of each stored image that could be read), or its
 * initials in its colours: primary fill, secondary ring (as the pages' TeamBadge).
 */
function badge(team: CardBadge, size: number, images: ReadonlyMap<string, string>): CardNode {
  const src = team.image ? images.get(team.image) : undefined;
  if (src) return { type: 'img', props: { src, width: size, height: size, style: { width: size, height: size, objectFit: 'contain' } } };
  const [primary, secondary] = team.colors;
  const fill = isPaintableColour(primary) ? primary : COLOR.badge;
  const ring = isPaintableColour(secondary) ? secondary : isPaintableColour(primary) ? primary : COLOR.line;
  return div(
    {
      width: size,
      height: size,
      flexShrink: 0,
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: size / 2,
      border: `${Math.max(3, Math.round(size / 16))}px solid ${ring}`,
      backgroundColor: fill,
      color: readableTextOn(fill),
      fontSize: Math.round(size * 0.38),
      fontWeight: 700,
    },
    teamInitials(team.name),
  );
}

function frame(content: CardContent, body: CardNode, banner: string | null): CardNode {
  return div(
    { width: SHARE_CARD_SIZE.width, height: SHARE_CARD_SIZE.height, flexDirection: 'column', padding: PADDING, backgroundColor: COLOR.background, color: COLOR.text, fontFamily: CARD_FONT_FAMILY },
    div(
      { flexDirection: 'column', borderLeft: `8px solid ${COLOR.accent}`, paddingLeft: 24 },
      line(content.title, { fontSize: 52, fontWeight: 700, lineHeight: 1.15 }),
      content.caption !== '' && line(content.caption, { fontSize: 28, color: COLOR.accent, marginTop: 6 }),
    ),
    div({ flexGrow: 1, flexDirection: 'column', justifyContent: 'center' }, body),
    div(
      { justifyContent: 'space-between', alignItems: 'flex-end', fontSize: 24, color: COLOR.muted },
      banner ? line(banner, { fontSize: 30, fontWeight: 700, color: COLOR.accent, maxWidth: 820 }) : div({}),
      div({}, PRODUCT_NAME),
    ),
  );
}

const cell = (text: string, width: number, style: Style = {}) => line(text, { width, justifyContent: 'flex-end', ...style });

function standings(rows: readonly StandingLine[], images: ReadonlyMap<string, string>): CardNode {
  const header = div(
    { fontSize: 20, color: COLOR.muted, paddingBottom: 8, borderBottom: `2px solid ${COLOR.line}` },
    line('#', { width: 56 }),
    line('Team', { flexGrow: 1 }),
    cell('P', 90),
    cell('Pts', 110),
  );
  const row = (r: StandingLine) =>
    div(
      { alignItems: 'center', height: 62, fontSize: 32, borderBottom: `1px solid ${COLOR.line}` },
      line(String(r.position), { width: 56, color: COLOR.muted }),
      badge(r.team, 42, images),
      line(r.team.name, { flexGrow: 1, flexBasis: 0, marginLeft: 18 }),
      cell(String(r.played), 90, { color: COLOR.muted }),
      cell(String(r.points), 110, { fontWeight: 700 }),
    );
  return div({ flexDirection: 'column' }, header, ...rows.map(row));
}

function results(lines: readonly ResultLine[], images: ReadonlyMap<string, string>): CardNode {
  const row = (r: ResultLine) =>
    div(
      { alignItems: 'center', height: 76, fontSize: 32, borderBottom: `1px solid ${COLOR.line}` },
      div({ flexGrow: 1, flexBasis: 0, minWidth: 0, justifyContent: 'flex-end', marginRight: 16 }, line(r.home.name, { maxWidth: '100%' })),
      badge(r.home, 46, images),
      div({ width: 300, justifyContent: 'center' }, line(r.score, { maxWidth: '100%', fontWeight: 700, fontSize: r.score.length > 9 ? 26 : 36 })),
      badge(r.away, 46, images),
      line(r.away.name, { flexGrow: 1, flexBasis: 0, marginLeft: 16 }),
    );
  return div({ flexDirection: 'column' }, ...lines.map(row));
}

function profile(team: CardBadge, facts: readonly CardFact[], images: ReadonlyMap<string, string>): CardNode {
  const fact = (f: CardFact) =>
    div(
      { flexDirection: 'column', alignItems: 'center', width: 150, padding: '18px 12px', marginRight: 14, borderRadius: 16, backgroundColor: COLOR.surface },
      div({ fontSize: 56, fontWeight: 700 }, f.value),
      div({ fontSize: 22, color: COLOR.muted }, f.label),
    );
  return div({ alignItems: 'center' }, badge(team, 200, images), div({ marginLeft: 40 }, ...facts.map(fact)));
}

function match(content: Extract<CardContent, { layout: 'match' }>, images: ReadonlyMap<string, string>): CardNode {
  const side = (team: CardBadge) =>
    div({ flexDirection: 'column', alignItems: 'center', width: SIDE_WIDTH, flexShrink: 0 }, badge(team, 160, images), line(team.name, { maxWidth: SIDE_WIDTH, marginTop: 20, fontSize: 34, fontWeight: 700 }));
  return div(
    { alignItems: 'center', justifyContent: 'space-between' },
    side(content.home),
    div(
      { flexDirection: 'column', alignItems: 'center', flexGrow: 1, flexBasis: 0, minWidth: 0 },
      line(content.score ?? 'v', { fontSize: content.score && content.score.length > 5 ? 64 : 110, fontWeight: 700 }),
      line(content.status, { maxWidth: '100%', marginTop: 8, fontSize: 26, color: COLOR.accent }),
    ),
    side(content.away),
  );
}

/** The card's element tree (1200×630) for satori: `images` maps stored image URLs to the data: URIs read for them. */
export function cardTree(content: CardContent, images: ReadonlyMap<string, string>): CardNode {
  switch (content.layout) {
    case 'standings':
      return frame(content, standings(content.rows, images), content.banner);
    case 'results':
      return frame(content, results(content.results, images), content.banner);
    case 'profile':
      return frame(content, profile(content.badge, content.facts, images), null);
    case 'match':
      return frame(content, match(content, images), null);
  }
}

/** Every stored image a card would draw (the crests to read before drawing it). */
export function cardImages(content: CardContent): string[] {
  const badges: CardBadge[] = (() => {
    switch (content.layout) {
      case 'standings':
        return content.rows.map((r) => r.team);
      case 'results':
        return content.results.flatMap((r) => [r.home, r.away]);
      case 'profile':
        return [content.badge];
      case 'match':
        return [content.home, content.away];
    }
  })();
  return [...new Set(badges.flatMap((b) => (b.image ? [b.image] : [])))];
}
