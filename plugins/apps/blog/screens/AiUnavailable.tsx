import { useAppScreen } from '@tessera/sdk/dashboard';

/** What an AI screen shows when the agency's AI calls would be refused, instead of a form that fails on sending. */
export function AiUnavailable() {
  const { kit } = useAppScreen();
  return <kit.StatusView title="AI writing is not set up" message="It needs an OpenAI key on the agency's account. Ask the platform's administrator to add one." />;
}
