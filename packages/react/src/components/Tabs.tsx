import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { useI18n } from '../i18n/useI18n.ts'
import { useStyleSheet } from '../styles/useStyleSheet.ts'
import { tabsStyles } from './tabsStyles.ts'

export interface Tab<id extends string> {
  id: id
  label: string
}

export interface TabsProps<id extends string> {
  /** Names the tab list for assistive technology, e.g. 'Account'. */
  label: string
  tabs: readonly Tab<id>[]
  selected: id
  onSelect: (id: id) => void
  /** The selected tab's panel. */
  children: ReactNode
}

/**
 * A WAI-ARIA tab list with its one panel: arrow keys (Left/Right, Home/End) move focus and
 * selection together (automatic activation), only the selected tab is in the tab order, and the
 * panel is labelled by its tab. In a right-to-left language the tabs run from the right, so
 * Left moves to the next one. The state shows as `data-state="active"|"inactive"`.
 *
 * @example
 * <Tabs label="Account" tabs={[{ id: 'tokens', label: 'Tokens' }]} selected={tab} onSelect={setTab}>
 *   <TokensTab />
 * </Tabs>
 */
export function Tabs<id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<id>) {
  useStyleSheet(tabsStyles)
  const { dir } = useI18n()
  const baseId = useId()
  const tabRefs = useRef(new Map<id, HTMLButtonElement>())
  const tabId = (id: id) => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`

  const [nextKey, previousKey] =
    dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const target =
      event.key === nextKey
        ? tabs[(index + 1) % tabs.length]
        : event.key === previousKey
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : undefined
    if (!target) return
    event.preventDefault()
    onSelect(target.id)
    tabRefs.current.get(target.id)?.focus()
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tab"
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        className="tab-panel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel scrolls and may hold nothing focusable, so it is a tab stop itself
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  )
}
