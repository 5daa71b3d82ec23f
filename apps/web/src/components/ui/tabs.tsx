import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs as WAI-ARIA's tabs pattern describes them (tablist, tab, tabpanel; the selected tab alone in the Tab
 * order; arrow keys, Home and End move between tabs and select the one reached), with `data-state` for styling.
 * Our own rather than Radix's: the library's tabs pulled its primitives into the template screen and the
 * account page (docs/decisions/0021-offline-app.md, "Bundle size"). Only the selected panel is mounted.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('A tab part is used outside <Tabs>.');
  return state;
}

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue = '', onValueChange, children, ...props }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? ownValue;
  const state: TabsState = {
    value: current,
    select(next) {
      if (next === current) return;
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    // Values are the app's own words ('form', 'admin'); spaces would not do in an id reference.
    idOf: (part, tabValue) => `${baseId}-${part}-${tabValue.replace(/\s+/g, '-')}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Moves focus along the list's tabs, selecting the one reached (automatic activation). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1 || tabs.length === 0) return;
  const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  tabs[(target + tabs.length) % tabs.length]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex h-11 w-full pointer-coarse:h-12 max-sm:h-12 items-center rounded-xl bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, onFocus, onMouseDown, onKeyDown, disabled, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const isSelected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={isSelected}
      aria-controls={tabs.idOf('panel', value)}
      data-state={isSelected ? 'active' : 'inactive'}
      tabIndex={isSelected ? 0 : -1}
      disabled={disabled}
      className={cn(
        'inline-flex h-full flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-all',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      // Selected on press, as a native tab strip does; a focus that arrives by the arrow keys selects too.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
        else if (event.ctrlKey) event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === ' ' || event.key === 'Enter')) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends Omit<ComponentProps<'div'>, 'value'> {
  value: string;
}

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-6 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
