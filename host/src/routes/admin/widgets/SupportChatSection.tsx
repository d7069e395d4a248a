import { supportChatBodySchema, type SupportChat, type SupportChatBody, type SupportChatProvider } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { useWidgetChange } from '../../../api/widgets-api.ts';
import { fieldError, FormRow, TextField } from '../../../ui/FormRow.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';

const ID_HINTS: Record<SupportChatProvider, string> = {
  crisp: 'Your Crisp website id (Settings → Website settings → Setup instructions).',
  tawk: 'Your Tawk.to property id and widget id, as property/widget (from the widget’s direct chat link).',
};

/** The support chat agency owners see on their dashboard screens (never in designers, on card screens or on published sites). */
export function SupportChatSection({ chat }: { chat: SupportChat | null }) {
  const change = useWidgetChange();
  const [provider, setProvider] = useState<SupportChatProvider | ''>(chat?.provider ?? '');
  const [accountId, setAccountId] = useState(chat?.account_id ?? '');
  const save = {
    mutate: (body: SupportChatBody, options: { onSuccess(): void; onError(error: Error): void }) => change.mutate({ action: 'set-chat', chat: body }, options),
  };
  const { errors, submit } = useCheckedSubmit(supportChatBodySchema, save, () => undefined);
  return (
    <section className="widgets-section" aria-labelledby="support-chat-title">
      <h2 id="support-chat-title">Support chat</h2>
      <form className="form-stack card panel" onSubmit={(event: FormEvent) => submit(event, { provider: provider || null, account_id: provider ? accountId : '' })} noValidate>
        <FormRow id="chat-provider" label="Provider" error={fieldError(errors, 'provider')}>
          <select id="chat-provider" className="input" value={provider} onChange={(event) => setProvider(event.target.value as SupportChatProvider | '')}>
            <option value="">None</option>
            <option value="crisp">Crisp</option>
            <option value="tawk">Tawk.to</option>
          </select>
        </FormRow>
        {provider ? <TextField id="chat-account" label="Id" value={accountId} onValue={setAccountId} hint={ID_HINTS[provider]} error={fieldError(errors, 'account_id')} /> : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={change.isPending}>
            Save support chat
          </button>
        </div>
      </form>
    </section>
  );
}
