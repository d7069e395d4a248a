import { blogPostSavedSchema, type BlogPost } from '@tessera/sdk';
import { agencyWebsites, useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { adminPostSavedSchema, publicAdminPostSchema, sharedPostEnvelope } from '../admin-post-schemas.ts';
import './shared-post.css';

/** Where a share link's post comes from: a website's blog, or the platform's (the admin's) posts. */
type ShareSource = 'agency-blog' | 'admin-blog';

/**
 * A share link: what the post is, and the copy it offers. An agency copies it into one of its
 * websites' blogs; the admin copies a website's post into the platform's blog. Either way the
 * copy is a draft to edit. Someone not signed in for that sees the post and is offered to sign in.
 */
export function SharedPost({ into }: { into: 'website' | 'platform' }) {
  const { params, useQuery, kit, signedIn } = useAppScreen();
  const { QueryView } = kit;
  const uniqueId = params.uniqueId ?? '';
  // The platform's public post page links here with ?from=platform; a website's share link has no query.
  const source: ShareSource = into === 'website' && new URLSearchParams(window.location.search).get('from') === 'platform' ? 'admin-blog' : 'agency-blog';
  const shared = useQuery(source === 'admin-blog' ? `/public/admin-blogs/${encodeURIComponent(uniqueId)}` : `/agency-blog/shared/${encodeURIComponent(uniqueId)}`, {
    schema: source === 'admin-blog' ? publicAdminPostSchema : sharedPostEnvelope,
  });
  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">A shared blog post</h1>
      </header>
      <QueryView query={shared} loading="Opening the shared post…" failed="The shared post could not be opened" notFound="This share link leads to no post">
        {({ data: post }) => (
          <>
            <article className="shared-post__summary">
              {post.image ? <img src={post.image} alt="" width={160} height={100} /> : null}
              <div>
                <h2>{post.title}</h2>
                {post.author ? <p className="table__secondary">By {post.author}</p> : null}
                {post.description ? <p>{post.description}</p> : null}
              </div>
            </article>
            {!signedIn ? <SignInToCopy into={into} /> : into === 'website' ? <CopyIntoWebsite source={source} uniqueId={uniqueId} /> : <CopyIntoPlatform uniqueId={uniqueId} />}
          </>
        )}
      </QueryView>
    </div>
  );
}

function CopyIntoWebsite({ source, uniqueId }: { source: ShareSource; uniqueId: string }) {
  const { useQuery, request, navigate, kit } = useAppScreen();
  const websites = useQuery(agencyWebsites.path, { schema: agencyWebsites.schema });
  const [chosen, setChosen] = useState<number | null>(null);
  const { busy, errors, run } = useAppAction();
  // A refusal names the share id, or the design (an element of an app the agency does not hold).
  const problem = Object.values(errors).flat()[0];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    void run(async () => {
      const copy = await request(`/landings/${chosen}/import/${source}/${uniqueId}/unique-id`, { method: 'POST', schema: blogPostSavedSchema });
      navigate(editAddress(copy.data));
    });
  };
  return (
    <kit.QueryView query={websites} loading="Loading your websites…" failed="Your websites could not be loaded" empty={{ when: (data) => data.data.length === 0, title: 'No websites yet', message: 'Create a website first, then open this link again.' }}>
      {(data) => (
        <form className="form-stack" onSubmit={onSubmit} aria-label="Copy into a website">
          <fieldset>
            <legend>Copy it into the blog of</legend>
            {data.data.map((website) => (
              <label key={website.id} className="check">
                <input type="radio" name="shared-post-website" value={website.id} checked={chosen === website.id} onChange={() => setChosen(website.id)} /> {website.title}
              </label>
            ))}
          </fieldset>
          {problem ? <p role="alert">{problem}</p> : null}
          <div>
            <button type="submit" className="btn btn--primary" disabled={busy || chosen === null} aria-busy={busy}>
              Copy as a draft
            </button>
          </div>
        </form>
      )}
    </kit.QueryView>
  );
}

function SignInToCopy({ into }: { into: 'website' | 'platform' }) {
  const { signIn } = useAppScreen();
  return (
    <p className="shared-post__sign-in">
      {into === 'website' ? 'Sign in to your agency account to copy it into one of your websites as a draft.' : "Sign in as the platform's admin to copy it into the platform's blog."}{' '}
      <button type="button" className="btn btn--primary" onClick={signIn}>
        Sign in to copy
      </button>
    </p>
  );
}

const editAddress = (post: BlogPost) => `/agency/websites/${post.landing_id}/blog/${post.id}/edit`;

function CopyIntoPlatform({ uniqueId }: { uniqueId: string }) {
  const { request, navigate } = useAppScreen();
  const { busy, run } = useAppAction();
  const copy = () =>
    run(async () => {
      const saved = await request(`/admin-blogs/import/agency-blog/${uniqueId}`, { method: 'POST', schema: adminPostSavedSchema });
      navigate(`/admin/blog/${saved.data.id}/edit`);
    });
  return (
    <p>
      <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy} onClick={() => void copy()}>
        Copy into the platform's blog
      </button>
    </p>
  );
}
