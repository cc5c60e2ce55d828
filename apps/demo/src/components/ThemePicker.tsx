import { setThemeMode, type ThemeMode } from '@portico/core'
import { usePorticoConfig } from '@portico/react'
import { useState } from 'react'

type Choice = ThemeMode | 'system'

/** Light, dark, or the system's choice for the modal and the button. */
export function ThemePicker() {
  const config = usePorticoConfig()
  const [choice, setChoice] = useState<Choice>(config.stores.theme.getState().themeMode ?? 'system')
  return (
    <label className="theme-picker">
      <span className="sr-only">Theme</span>
      <select
        data-testid="demo-theme"
        value={choice}
        onChange={(event) => {
          const next = event.target.value as Choice
          setChoice(next)
          setThemeMode(config, next === 'system' ? undefined : next)
        }}
      >
        <option value="system">System theme</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  )
}
