import { addKeywordsBodySchema } from '@tessera/core';
import { useState } from 'react';
import { useAddKeywordsMutation, useDeleteKeywordMutation, useKeywords } from '../../../../api/keywords-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { countLabel, ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { useCheckedSubmit } from '../../../../ui/use-checked-submit.ts';
import { websiteScreen } from '../website-screen.tsx';
import { KeywordIdeas } from './KeywordIdeas.tsx';
import { keywordNames } from './keyword-names.ts';
import { TitleIdea } from './TitleIdea.tsx';

/** /agency/websites/{id}/keywords: the website's SEO keywords: add, delete, and ideas for keywords and titles from the AI. */
export const KeywordsScreen = websiteScreen(function KeywordsOfWebsite({ landingId }) {
  const keywords = useKeywords(landingId);
  const add = useAddKeywordsMutation(landingId);
  const remove = useDeleteKeywordMutation(landingId);
  const [typed, setTyped] = useState('');
  const { errors, submit } = useCheckedSubmit(addKeywordsBodySchema, add, () => setTyped(''));
  return (
    <div className="screen">
      <ScreenHeader title="Keywords" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }} count={keywords.data ? countLabel(keywords.data.length, 'keyword') : null} />
      <div className="form-sections">
        <section className="form-section" aria-labelledby="keywords-title">
          <h2 className="form-section__title" id="keywords-title">
            The website&apos;s keywords
          </h2>
          <form className="toolbar" onSubmit={(event) => submit(event, { names: keywordNames(typed) })} noValidate>
            <TextField
              id="keyword-names"
              label="Add keywords"
              hint="Separate keywords with commas."
              value={typed}
              onValue={setTyped}
              error={errors.names?.[0] ?? Object.entries(errors).find(([field]) => field.startsWith('names.'))?.[1]?.[0]}
            />
            <button type="submit" className="btn btn--primary" disabled={add.isPending} aria-busy={add.isPending}>
              Add
            </button>
          </form>
          <QueryView
            query={keywords}
            loading="Loading keywords…"
            failed="Keywords could not be loaded"
            empty={{ when: (data) => data.length === 0, title: 'No keywords yet', message: 'Keywords describe what the website should be found for.' }}
          >
            {(data) => (
              <ul className="simple-list" aria-label="Keywords">
                {data.map((keyword) => (
                  <li key={keyword.id} className="simple-list__item">
                    <span className="table__primary">{keyword.name}</span>
                    <button
                      type="button"
                      className="btn btn--small btn--danger"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(keyword.name)}
                      aria-label={`Delete keyword ${keyword.name}`}
                    >
                      Delete
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>
        <KeywordIdeas landingId={landingId} adding={add.isPending} onAdd={(names) => add.mutate({ names })} />
        <TitleIdea landingId={landingId} />
      </div>
    </div>
  );
});
