import { countdownBaseCss, countdownCss, defineElement } from '@tessera/sdk';
import type { DayTimerIslandProps } from './island.ts';
import { DAY_TIMER_BLOCK, DayTimerRender } from './Render.tsx';
import { dayTimerDuration, dayTimerProps, type DayTimerProps } from './schema.ts';

export default defineElement<DayTimerProps>({
  id: 'day-timer',
  version: '1.0.0',
  label: 'Day Timer',
  category: 'countdown',
  premium: false,
  icon: 'calendar',
  props: dayTimerProps,
  Render: DayTimerRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/element-day-timer/island',
  islandProps: (props): DayTimerIslandProps => ({ durationMs: dayTimerDuration(props), repeat: props.repeat, action: props.expiryAction }),
  css: (props, scope) => countdownCss(props, scope, DAY_TIMER_BLOCK),
  baseCss: countdownBaseCss(DAY_TIMER_BLOCK),
});
