import { blogPostSavedSchema, zodFieldErrors, type FieldErrors } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { generateBlogBodySchema } from '../schedule-schemas.ts';
import { AiUnavailable } from './AiUnavailable.tsx';

/** /agency/websites/{id}/blog/create/ai: a post the AI writes from a topic, opened for reading through once written. */
export default function BlogAiPostScreen() {
  const { landingId, request, navigate, Link, kit, aiAvailable } = useAppScreen();
  const { FormRow } = kit;
  const [prompt, setPrompt] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [writing, setWriting] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = generateBlogBodySchema.safeParse({ prompt });
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    setWriting(true);
    request(`/landings/${landingId}/keywords/generate-blog`, { method: 'POST', body: body.data, schema: blogPostSavedSchema })
      .then((written) => navigate(`/agency/websites/${landingId}/blog/${written.data.id}/edit`))
      .catch((error: unknown) => {
        setErrors(fieldErrorsOf(error));
        setWriting(false);
      });
  };

  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/blog`}>
        ← Blog
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Write a post with AI</h1>
      </header>
      {aiAvailable ? (
      <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="AI post">
        <FormRow
          id="ai-post-prompt"
          label="Topic"
          error={errors.prompt?.[0] ?? errors.openai_api_key?.[0]}
          hint="What the post is about, and anything it should say. It is written as a draft for you to read through, design and publish."
        >
          <textarea id="ai-post-prompt" className="input" rows={4} maxLength={1000} value={prompt} onChange={(event) => setPrompt(event.target.value)} />
        </FormRow>
        <div>
          <button type="submit" className="btn btn--primary" disabled={writing} aria-busy={writing}>
            {writing ? 'Writing…' : 'Write the post'}
          </button>
        </div>
      </form>
      ) : (
        <AiUnavailable />
      )}
    </div>
  );
}
