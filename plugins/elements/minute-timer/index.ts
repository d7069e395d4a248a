import { countdownBaseCss, countdownCss, defineElement } from '@tessera/sdk';
import type { MinuteTimerIslandProps } from './island.ts';
import { MINUTE_TIMER_BLOCK, MinuteTimerRender } from './Render.tsx';
import { minuteTimerDuration, minuteTimerProps, type MinuteTimerProps } from './schema.ts';

export default defineElement<MinuteTimerProps>({
  id: 'minute-timer',
  version: '1.0.0',
  label: 'Minute Timer',
  category: 'countdown',
  premium: false,
  icon: 'clock',
  props: minuteTimerProps,
  Render: MinuteTimerRender,
  Panel: () => import('./Panel.tsx'),
  island: '@tessera/element-minute-timer/island',
  islandProps: (props): MinuteTimerIslandProps => ({ durationMs: minuteTimerDuration(props), action: props.expiryAction }),
  css: (props, scope) => countdownCss(props, scope, MINUTE_TIMER_BLOCK),
  baseCss: countdownBaseCss(MINUTE_TIMER_BLOCK),
});
