import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface WidgetTab {
  label: string;
  panel: ReactNode;
}

/** Arrow keys move along the tabs (wrapping), Home and End jump to the ends. */
function tabAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs as the ARIA tabs pattern has them: one tab in the focus order (the selected one), arrows move
 * the selection and the focus together, each panel named by its tab. Hidden panels stay mounted, so a
 * live update does not reset what a reader scrolled to.
 */
export function WidgetTabs({ label, tabs }: { label: string; tabs: readonly WidgetTab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className="tab"
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.label} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} className="panel" tabIndex={0} hidden={index !== selected}>
          {tab.panel}
        </div>
      ))}
    </>
  );
}
