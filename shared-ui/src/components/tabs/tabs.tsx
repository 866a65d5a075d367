import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabItem {
  /** Stable key, unique within the tab list. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  defaultTabId?: string;
  /** Keep every panel mounted (hidden when not selected), so a half-edited form survives a tab switch. */
  keepMounted?: boolean;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop for the list, Left/Right arrows move between tabs
 * (wrapping), Home/End jump to the first/last, and the focused tab shows its panel at once. The panel
 * is focusable so keyboard users reach its content right after the tab list.
 */
export function Tabs({ label, items, defaultTabId, keepMounted = false }: TabsProps) {
  const baseId = `ft-tabs${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [selectedId, setSelectedId] = useState(defaultTabId ?? items[0]?.id);
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
    <div className="ft-tabs">
      <div role="tablist" aria-label={label} className="ft-tabs__list">
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
              className="ft-tabs__tab"
              onClick={() => setSelectedId(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {(keepMounted ? items : [selected]).map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected.id}
          className="ft-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
