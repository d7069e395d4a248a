import { countdownDisplaySchema, countdownExpirySchema, z } from '@tessera/sdk';

/** Longer timers are what the Day Timer is for. */
export const MAX_MINUTES = 1440;

export const minuteTimerProps = z
  .object({
    minutes: z.number().int().min(0).max(MAX_MINUTES).default(15),
    seconds: z.number().int().min(0).max(59).default(0),
    ...countdownDisplaySchema.shape,
    showDays: z.boolean().default(false),
    ...countdownExpirySchema.shape,
  })
  .refine((props) => props.minutes * 60 + props.seconds > 0, { message: 'A timer needs at least one second', path: ['minutes'] });

export type MinuteTimerProps = z.infer<typeof minuteTimerProps>;

export function minuteTimerDuration(props: Pick<MinuteTimerProps, 'minutes' | 'seconds'>): number {
  return (props.minutes * 60 + props.seconds) * 1000;
}
