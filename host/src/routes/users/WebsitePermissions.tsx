import { installedPermissionKeys, installedPermissions, type Landing, type PermissionInfo, type UserLanding } from '@tessera/core';
import { useId, useState } from 'react';
import { useLandings } from '../../api/landings-api.ts';
import { useSaveLandingAccessMutation, useUserLandings } from '../../api/users-api.ts';
import { RetryButton } from '../../ui/RetryButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusView } from '../../ui/StatusView.tsx';

/** The install's permissions in their groups: the platform's in the order core lists them, then each installed app's. */
export function permissionGroups(): { group: string; permissions: PermissionInfo[] }[] {
  return installedPermissions().reduce<{ group: string; permissions: PermissionInfo[] }[]>((groups, permission) => {
    const existing = groups.find((g) => g.group === permission.group);
    if (existing) existing.permissions.push(permission);
    else groups.push({ group: permission.group, permissions: [permission] });
    return groups;
  }, []);
}

/** Per-website access and permissions of one sub-user, saved website by website. */
export function WebsitePermissions({ userId }: { userId: number }) {
  const landings = useLandings();
  const entries = useUserLandings(userId);
  if (landings.isPending || entries.isPending) return <Spinner label="Loading websites…" />;
  if (landings.error || entries.error) {
    const error = landings.error ?? entries.error;
    return (
      <StatusView
        title="Website permissions could not be loaded"
        message={error?.message}
        actions={<RetryButton onClick={() => Promise.all([landings.refetch(), entries.refetch()])} />}
      />
    );
  }
  if (landings.data.landings.length === 0) return <p className="panel__text">Your agency has no websites yet. Create one, then give this user access to it.</p>;
  return (
    <div className="website-permissions">
      {landings.data.landings.map((landing) => {
        const entry = entries.data.find((e) => e.landing_id === landing.id);
        // Remount when the saved state changes so the form starts from what the server holds.
        return <WebsiteAccess key={`${landing.id}:${entry?.id ?? 'none'}:${entry?.permissions.join(',') ?? ''}`} userId={userId} landing={landing} entry={entry} />;
      })}
    </div>
  );
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

function WebsiteAccess({ userId, landing, entry }: { userId: number; landing: Landing; entry: UserLanding | undefined }) {
  const [access, setAccess] = useState(entry !== undefined);
  const [granted, setGranted] = useState<string[]>(() => entry?.permissions ?? ['pages.view']);
  const save = useSaveLandingAccessMutation(userId);
  const headingId = useId();
  const changed = access !== (entry !== undefined) || (access && !sameKeys(granted, entry?.permissions ?? []));
  const allKeys = installedPermissionKeys();

  const toggle = (key: string, on: boolean) => setGranted((current) => (on ? [...current, key] : current.filter((k) => k !== key)));

  return (
    <section className="card website-access" aria-labelledby={headingId}>
      <header className="website-access__header">
        <h3 className="website-access__title" id={headingId}>
          {landing.title}
        </h3>
        <label className="check">
          <input type="checkbox" checked={access} onChange={(event) => setAccess(event.target.checked)} />
          <span>Can open this website</span>
        </label>
      </header>
      {access ? (
        <>
          <div className="website-access__tools">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setGranted([...allKeys])}>
              Select all
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setGranted([])}>
              Clear all
            </button>
          </div>
          <PermissionChecklist granted={granted} onToggle={toggle} />
        </>
      ) : null}
      <div className="website-access__footer">
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={!changed || save.isPending}
          aria-busy={save.isPending}
          aria-label={`Save permissions for ${landing.title}`}
          onClick={() => save.mutate({ landingId: landing.id, entry, access, permissions: granted })}
        >
          Save
        </button>
      </div>
    </section>
  );
}

/** The permission keys as checkboxes in their groups. */
export function PermissionChecklist({ granted, onToggle }: { granted: readonly string[]; onToggle(key: string, on: boolean): void }) {
  return (
    <div className="permission-groups">
      {permissionGroups().map(({ group, permissions }) => (
        <fieldset key={group} className="permission-group">
          <legend className="permission-group__legend">{group}</legend>
          {permissions.map((permission) => (
            <label key={permission.key} className="check">
              <input type="checkbox" checked={granted.includes(permission.key)} onChange={(event) => onToggle(permission.key, event.target.checked)} />
              <span>{permission.label}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
