import { validateSubdomain } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { checkSubdomain, saveSubdomain, useCustomDomain, useWebsiteSave, type LandingDetail } from '../../../../api/website-settings-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { CustomDomainForm } from './CustomDomainForm.tsx';
import { hintOf, useLiveCheck } from './use-live-check.ts';

/** The website's subdomain and custom domain, checked as they are typed (spec §5). */
export function AddressSettings({ detail }: { detail: LandingDetail }) {
  const [subdomain, setSubdomain] = useState(detail.subdomain);
  const subdomainCheck = useLiveCheck(subdomain, detail.subdomain, validateSubdomain, (value) => checkSubdomain(detail.id, value));
  const saveSub = useWebsiteSave(detail.id, saveSubdomain);
  const claim = useCustomDomain(detail.id);

  const onSubdomain = (event: FormEvent) => {
    event.preventDefault();
    if (!subdomain.trim() || subdomainCheck.error) return;
    saveSub.mutate(subdomain.replace(/\s+/g, ''));
  };
  return (
    <div className="form-sections">
      <form className="form-section" onSubmit={onSubdomain} noValidate aria-label="Subdomain">
        <h2 className="form-section__title">Subdomain</h2>
        <TextField
          id="settings-subdomain"
          label="Subdomain"
          value={subdomain}
          onValue={setSubdomain}
          error={subdomain.trim() ? subdomainCheck.error : 'Subdomain is required.'}
          hint={hintOf(subdomainCheck, `The website answers at ${detail.url}`)}
        />
        <div>
          <button type="submit" className="btn" disabled={saveSub.isPending || subdomain.replace(/\s+/g, '') === detail.subdomain}>
            Save subdomain
          </button>
        </div>
      </form>
      {claim.isSuccess ? <CustomDomainForm landingId={detail.id} claim={claim.data} /> : null}
    </div>
  );
}
