import { countdownDisplaySchema, countdownExpirySchema, REPEAT_INTERVALS, z } from '@tessera/sdk';

export const MAX_DAYS = 365;
/** '' runs once; an interval gives the visitor a fresh timer every day, week, month or year after the first view. */
export const DAY_TIMER_REPEATS = ['', ...REPEAT_INTERVALS] as const;

export const dayTimerProps = z
  .object({
    days: z.number().int().min(0).max(MAX_DAYS).default(3),
    hours: z.number().int().min(0).max(23).default(0),
    repeat: z.enum(DAY_TIMER_REPEATS).default(''),
    ...countdownDisplaySchema.shape,
    ...countdownExpirySchema.shape,
  })
  .refine((props) => props.days * 24 + props.hours > 0, { message: 'A day timer needs at least one hour', path: ['days'] });

export type DayTimerProps = z.infer<typeof dayTimerProps>;

export function dayTimerDuration(props: Pick<DayTimerProps, 'days' | 'hours'>): number {
  return (props.days * 24 + props.hours) * 3_600_000;
}
