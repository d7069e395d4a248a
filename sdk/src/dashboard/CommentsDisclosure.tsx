import { useState } from 'react';
import { z } from 'zod';
import { useAppScreen } from './app-screen-context.tsx';

/** What every comments route answers at least; extra fields (likes, replies) are left aside. */
const commentsEnvelope = z.object({ data: z.array(z.object({ id: z.string(), author: z.string(), text: z.string(), published_at: z.string().nullable() })) });

/**
 * An item's comments (a video's, an episode's), asked of `path` only once the user opens them:
 * a toggle button named after the item, then the comments newest first, or a notice.
 */
export function CommentsDisclosure({ path, itemName }: { path: string; itemName: string }) {
  const { useQuery, kit } = useAppScreen();
  const [open, setOpen] = useState(false);
  const comments = useQuery(open ? path : null, { schema: commentsEnvelope });
  return (
    <div className="comments-disclosure">
      <button type="button" className="btn btn--small" aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} the comments on ${itemName}`} onClick={() => setOpen(!open)}>
        {open ? 'Hide comments' : 'Comments'}
      </button>
      {open ? (
        <kit.QueryView query={comments} loading="Loading the comments…" failed="The comments could not be loaded" empty={{ when: (list) => list.data.length === 0, title: 'No comments yet' }}>
          {(list) => (
            <ol className="comments-disclosure__list" aria-label={`Comments on ${itemName}`}>
              {list.data.map((comment) => (
                <li key={comment.id}>
                  <p className="table__secondary">
                    <strong>{comment.author}</strong>
                    {comment.published_at ? (
                      <>
                        {' · '}
                        <time dateTime={comment.published_at}>{new Date(comment.published_at).toLocaleDateString()}</time>
                      </>
                    ) : null}
                  </p>
                  <p>{comment.text}</p>
                </li>
              ))}
            </ol>
          )}
        </kit.QueryView>
      ) : null}
    </div>
  );
}
