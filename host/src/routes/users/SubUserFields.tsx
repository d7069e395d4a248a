import { MANAGED_ROLES } from '@tessera/core';
import { ROLE_LABELS } from '../../auth/role-labels.ts';
import { FormRow, TextField } from '../../ui/FormRow.tsx';

export type SubUserRole = (typeof MANAGED_ROLES)[number];

export interface SubUserDetails {
  name: string;
  email: string;
  role: SubUserRole;
  can_create_landing: boolean;
}

interface SubUserFieldsProps {
  idPrefix: string;
  value: SubUserDetails;
  onChange(value: SubUserDetails): void;
  errors: Record<string, string[] | undefined>;
}

/** Name, e-mail, role and "may create websites": what the create and edit forms share. */
export function SubUserFields({ idPrefix, value, onChange, errors }: SubUserFieldsProps) {
  const set = (changes: Partial<SubUserDetails>) => onChange({ ...value, ...changes });
  return (
    <>
      <TextField id={`${idPrefix}-name`} label="Name" autoComplete="off" value={value.name} onValue={(name) => set({ name })} error={errors.name?.[0]} />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="off"
        value={value.email}
        onValue={(email) => set({ email })}
        error={errors.email?.[0]}
      />
      <FormRow
        id={`${idPrefix}-role`}
        label="Role"
        error={errors.role?.[0]}
        hint="Agency and website users work only on the websites you give them, with the permissions you choose for each; a card user only on the cards handed to them."
      >
        <select
          id={`${idPrefix}-role`}
          className="input"
          value={value.role}
          onChange={(event) => {
            const role = event.target.value as SubUserRole;
            // Only an agency user can be allowed to create websites (spec §6).
            set({ role, can_create_landing: role === 'AgencyUser' ? value.can_create_landing : false });
          }}
        >
          {MANAGED_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </FormRow>
      {value.role === 'AgencyUser' ? (
        <label className="check">
          <input type="checkbox" checked={value.can_create_landing} onChange={(event) => set({ can_create_landing: event.target.checked })} />
          <span>May create new websites</span>
        </label>
      ) : null}
    </>
  );
}
