import { renderStandalone } from '../../scripts/standalone/render-standalone';
import * as screens from './screens';

void renderStandalone('mf_match_center', screens);
