import { createPlanBodySchema, PLAN_TYPES, updatePlanBodySchema, type Plan, type PlanType } from '@tessera/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreatePlanMutation, usePlan, useUpdatePlanMutation } from '../../../api/billing-api.ts';
import { fieldError, FormRow, TextField } from '../../../ui/FormRow.tsx';
import { limitFromText, limitText } from '../../../ui/limit-text.ts';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';
import { ItemByIdScreen } from '../../ItemByIdScreen.tsx';

const BACK = { to: '/admin/payment/plans', label: 'Plans' };
const TYPE_HINTS: Record<PlanType, string> = {
  agency: 'The plan an agency subscribes to: it unblocks the agency.',
  app: 'An add-on: its premium elements and apps come on top of the agency plan.',
  reseller: 'For resellers; an unlimited one grants every premium element and app.',
};

/** /admin/payment/plans/create */
export function PlanCreateScreen() {
  const [form, setForm] = useState({ name: '', type: 'agency' as PlanType, description: '', unlimited: false, website_limit: '' });
  const create = useCreatePlanMutation();
  const navigate = useNavigate();
  const { errors, submit } = useCheckedSubmit(createPlanBodySchema, create, (plan) => navigate(`/admin/payment/plans/${plan.id}/edit`));
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));
  return (
    <div className="screen">
      <ScreenHeader title="Add plan" back={BACK} />
      <form className="form-stack card panel" onSubmit={(event) => submit(event, { ...form, website_limit: limitFromText(form.website_limit) })} noValidate>
        <TextField id="plan-name" label="Name" value={form.name} onValue={(name) => set({ name })} error={fieldError(errors, 'name')} />
        <FormRow id="plan-type" label="Type" error={fieldError(errors, 'type')} hint={TYPE_HINTS[form.type]}>
          <select id="plan-type" className="input" value={form.type} onChange={(event) => set({ type: event.target.value as PlanType })}>
            {PLAN_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormRow>
        <PlanDetailsFields form={form} set={set} errors={errors} />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            Create plan
          </button>
        </div>
      </form>
    </div>
  );
}

interface PlanDetails {
  description: string;
  unlimited: boolean;
  website_limit: string;
}

function PlanDetailsFields({ form, set, errors }: { form: PlanDetails; set(changes: Partial<PlanDetails>): void; errors: Record<string, string[] | undefined> }) {
  return (
    <>
      <TextField id="plan-description" label="Description" value={form.description} onValue={(description) => set({ description })} error={fieldError(errors, 'description')} />
      <TextField
        id="plan-website-limit"
        label="Website limit"
        inputMode="numeric"
        value={form.website_limit}
        onValue={(website_limit) => set({ website_limit })}
        hint="How many websites an agency on this plan may have. Leave empty for no limit; a limit set on an agency comes first."
        error={fieldError(errors, 'website_limit')}
      />
      <label className="check">
        <input type="checkbox" checked={form.unlimited} onChange={(event) => set({ unlimited: event.target.checked })} />
        <span>Unlimited: grants every premium element and app, including ones installed later</span>
      </label>
    </>
  );
}

const PLAN_WORDS = { loading: 'Loading the plan…', failed: 'The plan could not be loaded', notFound: 'Plan not found' };

/** /admin/payment/plans/{id}/edit */
export function PlanEditScreen() {
  return (
    <ItemByIdScreen param="id" useItem={usePlan} words={PLAN_WORDS}>
      {(plan) => <PlanForm plan={plan} />}
    </ItemByIdScreen>
  );
}

function PlanForm({ plan }: { plan: Plan }) {
  const [form, setForm] = useState({ name: plan.name, description: plan.description, unlimited: plan.unlimited, website_limit: limitText(plan.website_limit) });
  const update = useUpdatePlanMutation(plan.id);
  const { errors, submit } = useCheckedSubmit(updatePlanBodySchema, update, () => {});
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));
  return (
    <>
      <ScreenHeader title={plan.name} back={BACK} />
      <p className="screen__intro">{TYPE_HINTS[plan.type]} Premium elements and apps are ticked in the matrix on the plans screen.</p>
      <form className="form-stack card panel" onSubmit={(event) => submit(event, { ...form, website_limit: limitFromText(form.website_limit) })} noValidate>
        <TextField id="plan-name" label="Name" value={form.name} onValue={(name) => set({ name })} error={fieldError(errors, 'name')} />
        <PlanDetailsFields form={form} set={set} errors={errors} />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={update.isPending}>
            Save
          </button>
        </div>
      </form>
    </>
  );
}
