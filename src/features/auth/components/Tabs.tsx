/** Form tabs (username / SMS, username / mobile, e-mail / phone): a tablist driving one tab panel. */
import type { ReactNode } from 'react';

interface TabsProps<Tab extends string> {
  label: string;
  tabs: readonly Tab[];
  current: Tab;
  onChange: (tab: Tab) => void;
  tabLabel: (tab: Tab) => string;
  /** id prefix shared with the panel (`${idBase}-panel`). */
  idBase: string;
  children: ReactNode;
}

export function Tabs<Tab extends string>({
  label,
  tabs,
  current,
  onChange,
  tabLabel,
  idBase,
  children,
}: TabsProps<Tab>) {
  const panelId = `${idBase}-panel`;
  return (
    <>
      <div role="tablist" aria-label={label} className="tabs tabs-box mb-4">
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${idBase}-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={panelId}
            className={`tab flex-1 ${tab === current ? 'tab-active' : ''}`}
            onClick={() => onChange(tab)}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${idBase}-${current}`}>
        {children}
      </div>
    </>
  );
}
