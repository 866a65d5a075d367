import { describe, expect, it } from 'vitest';
import { ConfigError, resolveConfig } from '../src/config';

describe('CHANGE_FEED', () => {
  it('is in-process by default, polled every 250 ms when streams', () => {
    expect(resolveConfig({})).toMatchObject({ changeFeed: 'in-process', changeFeedPollMs: 250 });
    expect(resolveConfig({ changeFeed: 'streams', endpoints: { dynamodbEndpoint: 'http://127.0.0.1:8000' }, changeFeedPollMs: 100 })).toMatchObject({ changeFeed: 'streams', changeFeedPollMs: 100 });
  });

  it('refuses streams on the embedded dynalite, an unknown feed and a poll outside 10 ms–60 s, saying why', () => {
    expect(() => resolveConfig({ changeFeed: 'streams' })).toThrow(new ConfigError('CHANGE_FEED=streams needs DynamoDB or DynamoDB Local (DYNAMODB_ENDPOINT): the embedded dynalite has no streams.'));
    expect(() => resolveConfig({ changeFeed: 'kafka' as 'streams' })).toThrow(/CHANGE_FEED is "in-process" or "streams", got "kafka"/);
    for (const changeFeedPollMs of [0, 2.5, 120_000]) expect(() => resolveConfig({ changeFeedPollMs })).toThrow(/CHANGE_FEED_POLL_MS/);
  });
});
