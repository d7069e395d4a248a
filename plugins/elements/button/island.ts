import { defineIsland } from '@tessera/sdk/island';

/** The island runs only for "Submit form" buttons (see islandProps). */
export interface ButtonIslandProps {
  successMessage?: string;
}

export default defineIsland<ButtonIslandProps>((root, props) => {
  let detach: (() => void) | undefined;
  let unmounted = false;
  void import('./submit-action.ts').then(({ attachSubmitAction }) => {
    if (!unmounted) detach = attachSubmitAction(root, props.successMessage ?? '');
  });
  return () => {
    unmounted = true;
    detach?.();
  };
});
