import { evergreenDeadline, evergreenStart, evergreenStorageKey, runCountdown, type CountdownExpiryAction, type RepeatInterval } from '@tessera/sdk/countdown';
import { defineIsland } from '@tessera/sdk/island';

export type DayTimerIslandProps = {
  durationMs: number;
  repeat: RepeatInterval | '';
  action: CountdownExpiryAction;
};

export default defineIsland<DayTimerIslandProps>((root, props) => {
  const start = evergreenStart(evergreenStorageKey(root.id), Date.now());
  return runCountdown(root, {
    deadlineAt: (now) => evergreenDeadline(start, props.durationMs, now, props.repeat),
    action: props.action,
    repeats: props.repeat !== '',
  });
});
