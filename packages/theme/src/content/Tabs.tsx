import { Children, isValidElement, useEffect, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated.js';
import { readStorage, writeStorage } from '../storage.js';

const GROUP_EVENT = 'lumidoc:tab-group';
const storageKey = (group: string) => `docusaurus.tab.${group}`;

type TabElement = ReactElement<{ 'data-tab': string; 'data-default'?: string; children?: ReactNode }>;

/** Tabs from Markdown. Tabs of one `group` switch together across the page and are remembered. */
export function Tabs({ group, children }: { group?: string; children?: ReactNode }) {
  const tabs = Children.toArray(children).filter((c): c is TabElement => isValidElement(c) && typeof (c.props as Record<string, unknown>)['data-tab'] === 'string');
  const labels = tabs.map((tab) => tab.props['data-tab']);
  // The tab marked as the default (MDX's `<TabItem default>`), else the first.
  const [selected, setSelected] = useState(() => Math.max(0, tabs.findIndex((tab) => tab.props['data-default'] !== undefined)));
  const id = useId();
  // A hidden panel cannot be shown without JavaScript: the prerendered HTML carries the selected
  // panel's content only, the others are filled in once the page runs in the browser.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!group) return;
    const apply = (label: string | null) => {
      const index = label === null ? -1 : labels.indexOf(label);
      if (index >= 0) setSelected(index);
    };
    apply(readStorage(storageKey(group)));
    const onGroup = (event: Event) => {
      const detail = (event as CustomEvent<{ group: string; label: string }>).detail;
      if (detail.group === group) apply(detail.label);
    };
    window.addEventListener(GROUP_EVENT, onGroup);
    return () => window.removeEventListener(GROUP_EVENT, onGroup);
    // Labels come from the children, which Markdown content never changes after render.
  }, [group]);

  const choose = (index: number) => {
    setSelected(index);
    if (!group) return;
    writeStorage(storageKey(group), labels[index]!);
    window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { group, label: labels[index] } }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + tabs.length) % tabs.length;
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="ld-tabs">
      <div role="tablist" className="ld-tabs__list" onKeyDown={onKeyDown}>
        {labels.map((label, index) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="ld-tabs__tab"
            onClick={() => choose(index)}
          >
            {label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={labels[index]} role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} hidden={index !== selected} className="ld-tabs__panel">
          {index === selected || hydrated ? tab.props.children : null}
        </div>
      ))}
    </div>
  );
}

/** `div` elements from Markdown: tabs containers when marked, plain divs otherwise. */
export function TabsOrDiv(props: HTMLAttributes<HTMLDivElement> & { 'data-tabs'?: string; 'data-group'?: string }) {
  const { 'data-tabs': isTabs, 'data-group': group, children, ...rest } = props;
  if (isTabs === undefined) return <div {...rest}>{children}</div>;
  return <Tabs {...(group ? { group } : {})}>{children}</Tabs>;
}
