import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MatchTabItem {
  /** Stable key, unique within the tab list. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop for the list; Left/Right arrows move between tabs
 * (wrapping), Home/End jump to the first/last, and the focused tab shows its panel at once.
 * Panels stay mounted while hidden, so drafts in one tab are kept while another is looked at.
 */
export function MatchTabs({ label, items }: { label: string; items: readonly MatchTabItem[] }) {
  const baseId = `mc-tabs${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  if (!selected) return null;

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length]!;
    setSelectedId(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="mc-tabs">
      <div role="tablist" aria-label={label} className="mc-tabs__list">
        {items.map((item, index) => {
          const isSelected = item.id === selected.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="mc-tabs__tab"
              onClick={() => setSelectedId(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {/* Every panel stays mounted (hidden when not selected), so a half-edited form survives a tab switch. */}
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected.id}
          className="mc-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
