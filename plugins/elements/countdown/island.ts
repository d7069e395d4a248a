import { runCountdown, type CountdownExpiryAction } from '@tessera/sdk/countdown';
import { defineIsland } from '@tessera/sdk/island';

export type CountdownIslandProps = {
  /** The deadline instant (ms since the epoch), computed on the server from date, time and timezone. */
  deadline: number;
  action: CountdownExpiryAction;
};

export default defineIsland<CountdownIslandProps>((root, props) => runCountdown(root, { deadlineAt: () => props.deadline, action: props.action }));
