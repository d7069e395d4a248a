import type { FieldErrors } from '@tessera/core';
import { CARD_CHANNELS, channelLabel, type CardChannel } from '@tessera/sdk';
import { TextField } from '../../../../ui/FormRow.tsx';
import { DragHandle } from '../../../../ui/reorder/DragHandle.tsx';
import { move } from '../../../../ui/reorder/move.ts';
import { ReorderDnd } from '../../../../ui/reorder/ReorderDnd.tsx';
import { useReorderRow } from '../../../../ui/reorder/use-reorder-row.ts';
import { newChannel, type ChannelDraft } from './card-draft.ts';

const PLACEHOLDERS: Partial<Record<CardChannel, string>> = { email: 'name@example.com', text: '+1 213 373 4253', call: '+1 213 373 4253', whatsapp: '+1 213 373 4253', facetime: 'Phone or e-mail', contact: 'Opens the vCard' };

interface ChannelRowProps {
  index: number;
  channel: ChannelDraft;
  error: (field: string) => string | undefined;
  onChange(channel: ChannelDraft): void;
  onRemove(): void;
}

function ChannelRow({ index, channel, error, onChange, onRemove }: ChannelRowProps) {
  const row = useReorderRow(channel.key);
  const name = channelLabel(channel.type);
  const id = `card-channel-${channel.key}`;
  return (
    <li ref={row.ref} style={row.style} data-drop={row.drop ?? undefined} className={row.dragging ? 'card form-field reorder-row is-dragging' : 'card form-field reorder-row'} aria-label={`Channel ${index + 1}: ${name}`}>
      <div className="form-field__grid">
        {channel.type === 'contact' ? (
          <p className="table__secondary">{name}: opens the card’s vCard.</p>
        ) : (
          <TextField id={`${id}-value`} label={name} value={channel.value} placeholder={PLACEHOLDERS[channel.type] ?? 'https://'} onValue={(value) => onChange({ ...channel, value })} error={error('value')} />
        )}
        <TextField id={`${id}-label`} label={`Label of ${name}`} hint="Shown instead of the channel’s name; optional." value={channel.label} maxLength={60} onValue={(label) => onChange({ ...channel, label })} error={error('label')} />
      </div>
      <div className="table__buttons table__buttons--wrap">
        <DragHandle handle={row.handle} label={name} />
        <button type="button" className="btn btn--small btn--danger" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </button>
      </div>
    </li>
  );
}

/** IconList: the card's contact channels, each value checked by its channel's rule, dragged (or keyed) into order. */
export function ChannelList({ channels, errors, onChange }: { channels: ChannelDraft[]; errors: FieldErrors; onChange(channels: ChannelDraft[]): void }) {
  const indexOf = (key: string) => channels.findIndex((channel) => channel.key === key);
  const nameOf = (key: string) => channelLabel(channels[indexOf(key)]!.type);
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Contact channels</legend>
      {errors['content.channels']?.[0] ? <p className="form-row__error">{errors['content.channels'][0]}</p> : null}
      <ReorderDnd order={channels.map((channel) => channel.key)} label={nameOf} where={(target, side) => `${side} ${nameOf(target)}`} onDrop={(active, target) => onChange(move(channels, indexOf(active), indexOf(target)))}>
        <ol className="form-fields">
          {channels.map((channel, index) => (
            <ChannelRow
              key={channel.key}
              index={index}
              channel={channel}
              // An error of the entry itself (or its kind) is told at its value.
              error={(field) => errors[`content.channels.${index}.${field}`]?.[0] ?? (field === 'value' ? (errors[`content.channels.${index}`] ?? errors[`content.channels.${index}.type`])?.[0] : undefined)}
              onChange={(next) => onChange(channels.map((entry) => (entry.key === channel.key ? next : entry)))}
              onRemove={() => onChange(channels.filter((entry) => entry.key !== channel.key))}
            />
          ))}
        </ol>
      </ReorderDnd>
      <label className="visually-hidden" htmlFor="card-add-channel">
        Add a contact channel
      </label>
      <select id="card-add-channel" className="input" value="" onChange={(event) => event.target.value && onChange([...channels, newChannel(event.target.value as CardChannel)])}>
        <option value="">Add a contact channel…</option>
        {CARD_CHANNELS.map((type) => (
          <option key={type} value={type}>
            {channelLabel(type)}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
