import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { HOT_PAGES_MAX, directoryHotPages } from '../src/ssr/hot-pages';
import { preparedDirectoryWorld } from './directory-world';

// The hot pages' list where a restarted gateway finds it: the directory table of the real store.
const world = preparedDirectoryWorld();

const page = (n: number) => ({ urlPath: `/public/tournaments/t${n}`, search: n % 2 ? '?round=3' : '', origin: 'https://kickoff.example' });

describe('the hot pages list in the directory table', () => {
  it('reads back what an instance wrote (another instance reads the same), at most HOT_PAGES_MAX pages', async () => {
    const store = directoryHotPages(world().send, world().directoryTable);
    expect(await store.read()).toEqual([]);
    const pages = Array.from({ length: HOT_PAGES_MAX + 3 }, (_, n) => page(n));
    await store.write(pages);
    expect(await directoryHotPages(world().send, world().directoryTable).read()).toEqual(pages.slice(0, HOT_PAGES_MAX));
  });

  it('reads an item it cannot understand as no pages, and keeps only the entries that are addresses', async () => {
    const store = directoryHotPages(world().send, world().directoryTable);
    const put = (pages: string) => world().doc.send(new PutCommand({ TableName: world().directoryTable, Item: { pk: 'meta', sk: 'hot-pages', pages } }));
    await put('not json');
    expect(await store.read()).toEqual([]);
    await put(JSON.stringify({ urlPath: '/public/tournaments/t1' }));
    expect(await store.read()).toEqual([]);
    await put(JSON.stringify([page(1), { urlPath: 'http://elsewhere.example/x', search: '', origin: 'x' }, { urlPath: '/public/tournaments/t2' }, 7]));
    expect(await store.read()).toEqual([page(1)]);
  });
});
