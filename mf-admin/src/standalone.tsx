import { renderStandalone } from '../../scripts/standalone/render-standalone';
import * as screens from './screens';

void renderStandalone('mf_admin', screens);
