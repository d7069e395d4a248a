import { useState } from 'react';
import { downloadContactsCsv, type ContactFilterValues } from '../../../../api/contacts-api.ts';
import { saveFile } from '../../../../ui/save-file.ts';

/** Downloads the contacts as CSV: those the current filters keep, or all. A failure is toasted by the API client. */
export function DownloadCsvButton({ landingId, filters, filtered }: { landingId: number; filters: ContactFilterValues; filtered: boolean }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      saveFile(await downloadContactsCsv(landingId, filters), 'contacts.csv');
    } catch {
      // Already announced by the API client's error toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn" disabled={busy} aria-busy={busy} onClick={() => void onClick()}>
      {filtered ? 'Export filtered CSV' : 'Export CSV'}
    </button>
  );
}
