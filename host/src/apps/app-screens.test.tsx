// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import quizApp from '../../../tests/fixtures/quiz-app/index.ts';
import { openApp, PROFILES, setUpAppTests } from '../test/app.tsx';
import { changeValue, fieldByLabel } from '../test/fields.ts';
import { CONFIG, mockApi } from '../test/mock-api.ts';
import { click, waitFor } from '../test/render.tsx';

const QUIZ = {
  id: 'quiz',
  label: 'Quiz',
  description: 'Ask your visitors questions and publish the answers.',
  icon: 'circle-help',
  screenshots: [],
  premium: true,
  elements: [{ id: 'quiz-score', label: 'Quiz Score' }],
  screens: [{ label: 'Quiz', scope: 'website' }],
};

function api(held: boolean, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/apps': () => ({ body: { data: [{ ...QUIZ, held }], meta: { total: 1 } } }),
    ...extra,
  });
}

const sideBarLabels = (text: string) => [...document.querySelectorAll('nav[aria-label="Website"] a')].map((link) => link.textContent).filter((label) => label?.includes(text));

setUpAppTests(PROFILES.agency);

describe('an installed app in the dashboard', () => {
  it('shows its screen locked, naming the app, while the agency does not hold it, and never loads it', async () => {
    const calls = api(false);
    const app = await openApp('/agency/websites/12/quiz', { apps: [quizApp] });
    await waitFor(() => expect(app.text()).toContain('Quiz is locked'));
    expect(app.text()).toContain('The Quiz app is not part of your plan. Add it from Premium apps.');
    expect(app.link('See premium apps')?.getAttribute('href')).toBe('/agency/premium-apps');
    expect(sideBarLabels('Quiz')).toEqual(['Quiz (locked)']);
    const links = [...document.querySelectorAll('nav[aria-label="Website"] a')].map((link) => link.textContent);
    // In the Content group, between the website's own Site and Sell screens.
    const quiz = links.indexOf('Quiz (locked)');
    expect(links.slice(quiz - 1, quiz + 2)).toEqual(['Backups', 'Quiz (locked)', 'Products']);
    expect(calls.calls.some((call) => call.includes('/quiz/questions'))).toBe(false);
  });

  it('opens the screen at once when the agency holds the app, handing it the website and the API', async () => {
    const questions = [{ id: 1, question: 'Where are we?', answer: 'Lisbon' }];
    const calls = api(true, {
      'GET /api/v1/landings/12/quiz/questions': () => ({ body: { data: questions } }),
      'POST /api/v1/landings/12/quiz/questions': (init) => {
        const added = { id: 2, ...JSON.parse(String(init?.body)) };
        questions.push(added);
        return { status: 201, body: { data: added, message: 'Question added.', success: true } };
      },
    });
    const app = await openApp('/agency/websites/12/quiz', { apps: [quizApp] });
    await waitFor(() => expect(app.text()).toContain('Where are we?'));
    expect(sideBarLabels('Quiz')).toEqual(['Quiz']);
    changeValue(fieldByLabel(app.view.container, 'Question'), 'Who are we?');
    changeValue(fieldByLabel(app.view.container, 'Answer'), 'Walkers');
    await click(app.button('Add question'));
    await waitFor(() => expect(app.text()).toContain('Who are we?'));
    expect(calls.calls).toContain('POST /api/v1/landings/12/quiz/questions');
  });

  it('lists the premium app in the directory with what it brings and whether the agency holds it', async () => {
    api(false, {
      'GET /api/v1/billing': () => ({ body: { data: { subscriptions: [], plans: [] } } }),
    });
    const app = await openApp('/agency/premium-apps', { apps: [quizApp] });
    await waitFor(() => expect(app.text()).toContain('Ask your visitors questions and publish the answers.'));
    expect(app.text()).toContain('Brings a website screen "Quiz", the Quiz Score element.');
    expect(app.text()).toContain('Locked: an add-on plan below brings it.');
  });
});
