import { countdownDisplaySchema, countdownExpirySchema, isCalendarDate, TIME_PATTERN, TIMEZONES, z, type TimezoneId } from '@tessera/sdk';

export const TIMEZONE_IDS = TIMEZONES.map((zone) => zone.value) as [TimezoneId, ...TimezoneId[]];

export const countdownProps = z.object({
  date: z.string().refine(isCalendarDate, 'Use a date such as 2030-12-31').default('2030-12-31'),
  time: z.string().regex(TIME_PATTERN, 'Use a 24-hour time such as 18:30').default('23:59'),
  timezone: z.enum(TIMEZONE_IDS).default('America/New_York'),
  ...countdownDisplaySchema.shape,
  ...countdownExpirySchema.shape,
});

export type CountdownProps = z.infer<typeof countdownProps>;
