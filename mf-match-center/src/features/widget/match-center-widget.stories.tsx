import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MatchWidget } from './components/match-widget';
import { LIVE_KICKOFF_MS, finishedView, liveView, shootOutView } from './testing/match-views';
import { attachWidgetShadow } from './widget-shadow';

/** Renders its children as the element does: inside an open shadow root holding the widget's <style>. */
function InShadowRoot({ children }: { children: ReactNode }) {
  const [mount, setMount] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={(host) => {
        if (host && !mount) setMount(attachWidgetShadow(host));
      }}
    >
      {mount ? createPortal(children, mount) : null}
    </div>
  );
}

const AFTER_FINAL_WHISTLE = new Date(2023, 4, 3).getTime();
const HALF_TIME = LIVE_KICKOFF_MS + 45 * 60_000;

const meta = {
  title: 'Match centre/Widget',
  component: MatchWidget,
  render: (args) => (
    <InShadowRoot>
      <MatchWidget {...args} />
    </InShadowRoot>
  ),
  args: { state: { status: 'ready', view: finishedView }, theme: 'bright', now: AFTER_FINAL_WHISTLE },
  argTypes: { theme: { control: 'inline-radio', options: ['bright', 'dark'] } },
} satisfies Meta<typeof MatchWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finished: Story = {};
export const FinishedDark: Story = { args: { theme: 'dark' } };

export const Live: Story = { args: { state: { status: 'ready', view: liveView }, now: HALF_TIME } };
export const LiveDark: Story = { args: { ...Live.args, theme: 'dark' } };

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadingDark: Story = { args: { ...Loading.args, theme: 'dark' } };

export const NotAvailable: Story = { args: { state: { status: 'unavailable' } } };
export const NotAvailableDark: Story = { args: { ...NotAvailable.args, theme: 'dark' } };

export const DecidedOnPenalties: Story = { args: { state: { status: 'ready', view: shootOutView } } };

export const LoadFailed: Story = { args: { state: { status: 'error', retry: () => undefined } } };
