import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AtOutlet } from 'shared-ui/ssr';
import { describe, expect, it, vi } from 'vitest';
import { outletPath, serverLayout } from './server-layout';

// Vitest resolves 'react-router' (StaticRouter) and 'react-router-dom' (the layout's links) to two copies of the
// router, each with its own context; the builds resolve one. Here both are react-router-dom's.
vi.mock('react-router', async () => import('react-router-dom'));

/** Shows the id React's useId gives it: the same on the server and in hydration only at the same place in the tree. */
function IdProbe() {
  return <output id={useId()} />;
}

const probedId = (html: string) => /<output id="([^"]+)"/.exec(html)?.[1];

describe("the shell's outlet", () => {
  it('a screen rendered on its own at outletPath gets the ids it gets inside the layout (what hydration computes)', () => {
    const inLayout = probedId(renderToString(serverLayout('/', true, <IdProbe />)));
    const alone = probedId(
      renderToString(
        <StaticRouter location="/">
          <AtOutlet path={outletPath}>
            <IdProbe />
          </AtOutlet>
        </StaticRouter>,
      ),
    );
    expect(inLayout).toBeTruthy();
    expect(alone).toBe(inLayout);
    // Without the forks the ids differ: the test would notice a layout whose outlet moved.
    expect(probedId(renderToString(<IdProbe />))).not.toBe(inLayout);
  });

  it('marks the screen as a Suspense boundary, as the browser renders it', () => {
    expect(renderToString(serverLayout('/', true, 'screen'))).toContain('<main class="');
    expect(renderToString(serverLayout('/', true, 'screen'))).toMatch(/<main[^>]*><!--\$-->screen<!--\/\$--><\/main>/);
  });
});
