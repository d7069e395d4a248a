import { CountdownView, type ElementRenderProps } from '@tessera/sdk';
import { dayTimerDuration, type DayTimerProps } from './schema.ts';

export const DAY_TIMER_BLOCK = 'ts-day-timer';

/** Shows the full duration: each visitor's timer starts at their first view, which the island knows. */
export function DayTimerRender({ props, mode }: ElementRenderProps<DayTimerProps>) {
  return <CountdownView block={DAY_TIMER_BLOCK} display={props} expiry={props} remainingMs={dayTimerDuration(props)} mode={mode} />;
}
