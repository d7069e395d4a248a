import { landingSettingsBodySchema, type TemplateSettings } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useAdminTemplate, useConvertTemplate, useSaveTemplateSettings } from '../../../api/admin-templates-api.ts';
import { QueryView } from '../../../ui/QueryView.tsx';
import { NotFoundPage } from '../../NotFoundPage.tsx';
import { SiteSettingsForm } from '../../agency/websites/settings/GeneralSettingsForm.tsx';
import type { SettingsForm } from '../../agency/websites/settings/settings-fields.ts';
import { useIdParam } from '../../use-id-param.ts';

/** The settings form's starting values from what the template holds, the form's defaults for the rest. */
function formOf(site: TemplateSettings): SettingsForm {
  const parsed = landingSettingsBodySchema.safeParse({ ...site.settings, title: site.title || 'Untitled', description: site.description });
  const form = parsed.success ? parsed.data : landingSettingsBodySchema.parse({ title: 'Untitled' });
  return { ...form, title: site.title };
}

/** /admin/templates/{templateId}/settings: the settings a website made from the template starts with, and the editor upgrade. */
export function TemplateSiteSettingsScreen() {
  const templateId = useIdParam('templateId');
  if (templateId === null) return <NotFoundPage />;
  return <TemplateSiteSettings key={templateId} templateId={templateId} />;
}

function TemplateSiteSettings({ templateId }: { templateId: number }) {
  const template = useAdminTemplate(templateId);
  const save = useSaveTemplateSettings(templateId);
  const convert = useConvertTemplate(templateId);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/admin/templates/${templateId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{template.data ? `Site settings of ${template.data.name}` : 'Site settings'}</h1>
        <button type="button" className="btn" disabled={convert.isPending} aria-busy={convert.isPending} onClick={() => convert.mutate(undefined)}>
          Convert to the current editor
        </button>
      </header>
      <p className="screen__intro">A website made from this template starts with these settings.</p>
      <QueryView query={template} loading="Loading the template…" failed="The template could not be loaded">
        {(data) => <SiteSettingsForm key={data.updated_at} initial={formOf(data.site ?? { title: data.name, description: data.description, settings: {} })} landingId={null} save={save} />}
      </QueryView>
    </div>
  );
}
