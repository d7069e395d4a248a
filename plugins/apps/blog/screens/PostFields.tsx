import type { FieldErrors } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import type { ReactNode } from 'react';

export interface PostFieldValues {
  title: string;
  description: string;
  image: string;
  author: string;
}

/** A post's title, excerpt, image and author (a website's or the admin's); `afterTitle` holds what a kind of post adds (a website post's address). */
export function PostFields({ form, errors, set, afterTitle }: { form: PostFieldValues; errors: FieldErrors; set(field: keyof PostFieldValues): (value: string) => void; afterTitle?: ReactNode }) {
  const { TextField, FormRow } = useAppScreen().kit;
  return (
    <>
      <TextField id="post-title" label="Title" value={form.title} onValue={set('title')} error={errors.title?.[0]} maxLength={200} required />
      {afterTitle}
      <FormRow id="post-description" label="Excerpt" error={errors.description?.[0]} hint="Shown in lists of posts and in search results.">
        <textarea id="post-description" className="input" rows={3} maxLength={1000} value={form.description} onChange={(event) => set('description')(event.target.value)} />
      </FormRow>
      <TextField id="post-image" label="Image URL" value={form.image} onValue={set('image')} error={errors.image?.[0]} maxLength={2048} hint="An http(s) address or an uploaded file's path." />
      <TextField id="post-author" label="Author" value={form.author} onValue={set('author')} error={errors.author?.[0]} maxLength={200} />
    </>
  );
}
