import { defineIsland } from '@tessera/sdk/island';
import { webinarTime } from './schema.ts';

interface Answer {
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * Rewrites the start in the visitor's time zone, closes a webinar that has ended, and sends the
 * registration form to the site's own address, saying the answer under the button.
 */
export default defineIsland((root) => {
  const section = root.querySelector<HTMLElement>('.ts-goto-reg');
  const form = root.querySelector<HTMLFormElement>('.ts-goto-reg__form');
  const status = root.querySelector<HTMLElement>('.ts-goto-reg__status');
  if (!section || !form || !status) return;
  const time = section.querySelector<HTMLTimeElement>('time[data-local-time]');
  if (time) time.textContent = webinarTime(time.dateTime, time.dataset.localTime ?? 'en', undefined);
  if (Date.parse(section.dataset.endsAt ?? '') < Date.now()) {
    status.textContent = 'This webinar has ended.';
    form.replaceChildren(status);
    form.hidden = false;
    return;
  }
  form.hidden = false;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const say = (text: string) => {
    status.textContent = text;
    status.focus();
  };
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    if (button) button.disabled = true;
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.ok) {
        form.querySelectorAll('.ts-goto-reg__names, .ts-goto-reg__field, button').forEach((part) => part.remove());
        say(answer.message ?? 'You are registered.');
        return;
      }
      const first = answer.errors ? Object.values(answer.errors)[0]?.[0] : undefined;
      say(first ?? answer.message ?? 'Registration failed. Please try again.');
    } catch {
      say('Registration failed. Please check your connection and try again.');
    } finally {
      if (button) button.disabled = false;
    }
  };
  const listener = (event: Event) => void onSubmit(event);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
});
