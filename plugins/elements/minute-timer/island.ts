import { evergreenStart, evergreenStorageKey, runCountdown, type CountdownExpiryAction } from '@tessera/sdk/countdown';
import { defineIsland } from '@tessera/sdk/island';

export type MinuteTimerIslandProps = {
  durationMs: number;
  action: CountdownExpiryAction;
};

export default defineIsland<MinuteTimerIslandProps>((root, props) => {
  const start = evergreenStart(evergreenStorageKey(root.id), Date.now());
  return runCountdown(root, { deadlineAt: () => start + props.durationMs, action: props.action });
});
