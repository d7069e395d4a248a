import { updateLandingBodySchema } from '@tessera/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWebsiteDetail, type LandingDetail } from '../../../api/website-settings-api.ts';
import { useUpdateWebsiteMutation } from '../../../api/websites-api.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { FormRow, TextField } from '../../../ui/FormRow.tsx';
import { QueryView } from '../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { useCheckedSubmit } from '../../../ui/use-checked-submit.ts';
import { websiteScreen } from './website-screen.tsx';

const LIST = '/agency/websites';

/** /agency/websites/{id}/edit: the website's title and description; a save returns to the list (the server's message is toasted). */
export const EditWebsiteScreen = websiteScreen(function EditWebsite({ landingId }) {
  const detail = useWebsiteDetail(landingId);
  return (
    <div className="screen">
      <ScreenHeader title={detail.data ? `Edit ${detail.data.title}` : 'Edit website'} back={{ to: LIST, label: 'Websites' }} />
      <QueryView query={detail} loading="Loading the website…" failed="The website could not be loaded" notFound="Website not found">
        {(website) => <EditWebsiteForm website={website} />}
      </QueryView>
    </div>
  );
});

function EditWebsiteForm({ website }: { website: LandingDetail }) {
  const [title, setTitle] = useState(website.title);
  const [description, setDescription] = useState(website.description ?? '');
  const update = useUpdateWebsiteMutation(website.id);
  const navigate = useNavigate();
  const { errors, submit } = useCheckedSubmit(updateLandingBodySchema, update, () => navigate(LIST));
  return (
    <form className="form-stack" onSubmit={(event) => submit(event, { title, description })} noValidate aria-label="Website">
      <TextField id="edit-website-title" label="Title" value={title} onValue={setTitle} error={errors.title?.[0]} maxLength={200} />
      <FormRow id="edit-website-description" label="Description" error={errors.description?.[0]}>
        <textarea id="edit-website-description" className="input" rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
      </FormRow>
      <FormActions cancelTo={LIST} saving={update.isPending} label="Save" />
    </form>
  );
}
