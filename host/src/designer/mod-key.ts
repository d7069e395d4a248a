/**
 * The name of the key that goes with shortcuts on this computer. Apart from the shortcut list
 * (shortcuts.ts), which loads with the help dialog, as the zoom control names it from the start.
 */
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const MOD = isMac ? '⌘' : 'Ctrl';
