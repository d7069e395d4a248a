import { Link } from 'react-router-dom';

/** A screen form's Cancel (back to `cancelTo`) and submit buttons; the submit is busy while saving. */
export function FormActions({ cancelTo, saving, label }: { cancelTo: string; saving: boolean; label: string }) {
  return (
    <div className="form-actions">
      <Link className="btn" to={cancelTo}>
        Cancel
      </Link>
      <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
        {label}
      </button>
    </div>
  );
}
