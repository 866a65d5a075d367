import * as v from 'valibot';
import type { SocialMedia } from '../common/entities';

/**
 * Social links as stored on teams, players and tournaments: network name → link text. Any network
 * name is kept (the forms keep networks they do not know), but every link must be text.
 */
export const socialMediaSchema = v.record(v.string(), v.string()) satisfies v.GenericSchema<unknown, SocialMedia>;
