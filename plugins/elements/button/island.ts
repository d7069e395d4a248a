import { defineIsland } from '@tessera/sdk/island';

export interface ButtonIslandProps {
  submit: boolean;
  successMessage?: string;
}

export default defineIsland<ButtonIslandProps>((root, props) => {
  if (!props.submit) return;
  let detach: (() => void) | undefined;
  let unmounted = false;
  // Only "Submit form" buttons load the form code, so pages whose buttons are links stay light.
  void import('./submit-action.ts').then(({ attachSubmitAction }) => {
    if (!unmounted) detach = attachSubmitAction(root, props.successMessage ?? '');
  });
  return () => {
    unmounted = true;
    detach?.();
  };
});
