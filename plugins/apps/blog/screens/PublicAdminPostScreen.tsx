import { useAppScreen } from '@tessera/sdk/dashboard';
import { publicAdminPostSchema } from '../admin-post-schemas.ts';
import './shared-post.css';

/**
 * /admin-blog/{uniqueId}, for anyone: a post the platform shares with agencies, drawn as it
 * will look, with the way to copy it into a website. The drawn page sits in a sandboxed frame
 * so its styles and links stay its own.
 */
export default function PublicAdminPostScreen() {
  const { params, useQuery, Link, kit } = useAppScreen();
  const uniqueId = params.uniqueId ?? '';
  const post = useQuery(`/public/admin-blogs/${encodeURIComponent(uniqueId)}`, { schema: publicAdminPostSchema });
  return (
    <main className="shared-post">
      <kit.QueryView query={post} loading="Opening the post…" failed="The post could not be opened" notFound="This post is not shared">
        {({ data }) => (
          <article>
            <header className="shared-post__header">
              <h1>{data.title}</h1>
              <p className="table__secondary">
                {data.author ? `By ${data.author}, ` : ''}
                <time dateTime={data.published_at}>{new Date(data.published_at).toLocaleDateString(undefined, { dateStyle: 'long' })}</time>
              </p>
              {data.description ? <p>{data.description}</p> : null}
              <Link className="btn btn--primary" to={`/agency/blog/${uniqueId}?from=platform`}>
                Copy into one of your websites
              </Link>
            </header>
            <iframe className="shared-post__page" title={`${data.title}: the page`} srcDoc={data.html} sandbox="" />
          </article>
        )}
      </kit.QueryView>
    </main>
  );
}
