import { CountdownView, zonedTimeToInstant, type ElementRenderProps } from '@tessera/sdk';
import type { CountdownProps } from './schema.ts';

export const COUNTDOWN_BLOCK = 'ts-countdown';

/** The deadline as an instant: the date and time on the wall clock of the chosen timezone. */
export function countdownDeadline(props: Pick<CountdownProps, 'date' | 'time' | 'timezone'>): number {
  return zonedTimeToInstant(props.date, props.time, props.timezone);
}

export function CountdownRender({ props, mode }: ElementRenderProps<CountdownProps>) {
  return <CountdownView block={COUNTDOWN_BLOCK} display={props} expiry={props} remainingMs={countdownDeadline(props) - Date.now()} mode={mode} />;
}
