import { CountdownView, type ElementRenderProps } from '@tessera/sdk';
import { minuteTimerDuration, type MinuteTimerProps } from './schema.ts';

export const MINUTE_TIMER_BLOCK = 'ts-minute-timer';

/** Shows the full duration: each visitor's timer starts at their first view, which the island knows. */
export function MinuteTimerRender({ props, mode }: ElementRenderProps<MinuteTimerProps>) {
  return <CountdownView block={MINUTE_TIMER_BLOCK} display={props} expiry={props} remainingMs={minuteTimerDuration(props)} mode={mode} />;
}
